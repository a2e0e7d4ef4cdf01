import {
  Button,
  ButtonGroup,
  Callout,
  Card,
  Dialog,
  DialogBody,
  H3,
  HTMLTable,
  Tag,
} from '@blueprintjs/core';
import type { TFunction } from 'i18next';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ErrorLogEntry, type ErrorLogField, isErrorLogText } from '../../core/session';
import { useConsole } from '../app/ConsoleContext';
import { DialogTitle } from '../components/DialogTitle';

/** Errors a person can provoke to see the capture work (the original product's error-log page has these). */
function fireScriptError(): void {
  setTimeout(() => {
    throw new Error('Simulated script error');
  });
}

function fireResourceError(): void {
  const image = document.createElement('img');
  image.src = `./missing-${Date.now()}.png`;
  image.hidden = true;
  image.onerror = () => image.remove();
  document.body.appendChild(image);
}

function firePromiseError(): void {
  void Promise.reject(new Error('Simulated promise error'));
}

/** A field as it came, or its fixed text in the person's language (entries keep keys, not sentences). */
function fieldText(field: ErrorLogField | undefined, t: TFunction): string {
  if (field === undefined) return '';
  return isErrorLogText(field) ? t(field.textKey, field.params) : field;
}

function detailText(entry: ErrorLogEntry, t: TFunction): string {
  const { detail } = entry;
  if (detail === undefined || typeof detail === 'string' || isErrorLogText(detail))
    return fieldText(detail, t);
  return JSON.stringify(detail, null, 2);
}

/** docs/behaviour.md#screens-and-routes /error-log/list: the client error log, newest first (docs/behaviour.md#entities entry fields). */
const ErrorLogPage = observer(function ErrorLogPage() {
  const { store } = useConsole();
  const { t } = useTranslation();
  const [open, setOpen] = useState<ErrorLogEntry | null>(null);
  const entries = store.errorLog.entries;
  return (
    <Card className="dc-error-log" data-testid="error-log-page">
      <div className="dc-page-toolbar">
        <H3>{t('routes.basic.errorLog')}</H3>
        <ButtonGroup>
          <Button
            text={t('shell.errorLog.fireScript')}
            onClick={fireScriptError}
            data-testid="fire-script-error"
          />
          <Button text={t('shell.errorLog.fireResource')} onClick={fireResourceError} />
          <Button text={t('shell.errorLog.firePromise')} onClick={firePromiseError} />
          <Button
            text={t('shell.errorLog.clear')}
            onClick={store.errorLog.clear}
            disabled={!entries.length}
          />
        </ButtonGroup>
      </div>
      {store.errorLog.enabled ? null : <Callout intent="warning">{t('shell.errorLog.disabled')}</Callout>}
      <HTMLTable compact striped interactive className="dc-error-log__table">
        <thead>
          <tr>
            <th>{t('shell.errorLog.type')}</th>
            <th>{t('shell.errorLog.message')}</th>
            <th>{t('shell.errorLog.url')}</th>
            <th>{t('shell.errorLog.time')}</th>
            <th>{t('shell.errorLog.action')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.length === 0 ? (
            <tr>
              <td colSpan={5} className="dc-empty-cell">
                {t('common.noData')}
              </td>
            </tr>
          ) : (
            entries.map((entry, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows hold no state; entries have no id.
              <tr key={`${entry.time}-${index}`} data-testid="error-log-row">
                <td>
                  <Tag minimal intent={entry.type === 'ajax' ? 'warning' : 'danger'}>
                    {t(`shell.errorLog.types.${entry.type}`)}
                  </Tag>
                </td>
                <td className="dc-error-log__message">{fieldText(entry.message, t)}</td>
                <td className="dc-error-log__url">{entry.url}</td>
                <td>{entry.time}</td>
                <td>
                  <Button
                    variant="minimal"
                    size="small"
                    text={t('shell.errorLog.detail')}
                    onClick={() => setOpen(entry)}
                  />
                </td>
              </tr>
            ))
          )}
        </tbody>
      </HTMLTable>
      <Dialog
        isOpen={open !== null}
        onClose={() => setOpen(null)}
        title={<DialogTitle text={t('shell.errorLog.detail')} onClose={() => setOpen(null)} />}
        isCloseButtonShown={false}
      >
        <DialogBody>
          {open ? (
            <dl className="dc-error-log__detail">
              <dt>{t('shell.errorLog.name')}</dt>
              <dd data-testid="error-log-detail-name">{fieldText(open.name, t)}</dd>
              <dt>{t('shell.errorLog.file')}</dt>
              <dd>{open.file}</dd>
              <dt>{t('shell.errorLog.stack')}</dt>
              <dd>
                <pre data-testid="error-log-detail-stack">{fieldText(open.stack, t)}</pre>
              </dd>
              <dt>{t('shell.errorLog.detailData')}</dt>
              <dd>
                <pre data-testid="error-log-detail-data">{detailText(open, t)}</pre>
              </dd>
            </dl>
          ) : null}
        </DialogBody>
      </Dialog>
    </Card>
  );
});

export default ErrorLogPage;
