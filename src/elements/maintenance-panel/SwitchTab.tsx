import { Button, Callout, HTMLTable } from '@blueprintjs/core';
import dayjs from 'dayjs';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResponseOf } from '../../contract/endpoint';
import { listCdrDeadLetters, listNumberConflicts } from '../../contract/switch/switchIntake';
import { DATE_TIME_FORMAT } from '../../core/config/constants';
import { LoadState, useKitCore } from '../kit';

const PAGE_SIZE = 10;

interface Loaded {
  letters: ResponseOf<typeof listCdrDeadLetters>;
  conflicts: ResponseOf<typeof listNumberConflicts>['conflicts'];
}

/**
 * The switch side's leftovers for the administrator: SIP numbers held by two enterprises (to resolve, their
 * unique index waits) and CDR posts kept as dead letters with the reason they could not be stored.
 */
export function SwitchTab() {
  const { t } = useTranslation();
  const { http } = useKitCore();
  const [page, setPage] = useState(1);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    try {
      const [letters, numbers] = await Promise.all([
        http.call(listCdrDeadLetters, { pageNum: page, pageSize: PAGE_SIZE }),
        http.call(listNumberConflicts, {}),
      ]);
      setLoaded({ letters, conflicts: numbers.conflicts });
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [http, page]);
  useEffect(() => void load(), [load]);

  const key = (name: string) => `elements.maintenance-panel.switch.${name}`;
  return (
    <LoadState data={loaded} failed={failed} onRetry={() => void load()}>
      {({ letters, conflicts }) => (
        <div className="dc-maint-tab" data-testid="switch-intake">
          {conflicts.length > 0 && (
            <Callout intent="warning" title={t(key('conflictsTitle'), { count: conflicts.length })}>
              <p>{t(key('conflictsHelp'))}</p>
              <ul data-testid="number-conflicts">
                {conflicts.map((conflict) => (
                  <li key={`${conflict.table}-${conflict.number}`}>
                    {t(key(conflict.table === 'extensions' ? 'conflictExtension' : 'conflictGroup'), {
                      number: conflict.number,
                      enterprises: conflict.enterprises
                        .map((enterprise) => `${enterprise.name || enterprise.id} (${enterprise.prefix})`)
                        .join(', '),
                    })}
                  </li>
                ))}
              </ul>
            </Callout>
          )}
          <h4>{t(key('deadLetters'), { count: letters.total })}</h4>
          <p className="dc-hint">{t(key('deadLettersHelp'))}</p>
          {letters.records.length === 0 ? (
            <p data-testid="dead-letters-empty">{t(key('noDeadLetters'))}</p>
          ) : (
            <HTMLTable compact striped className="dc-maint-table" data-testid="dead-letters">
              <thead>
                <tr>
                  <th>{t(key('receivedAt'))}</th>
                  <th>{t(key('reason'))}</th>
                  <th>{t(key('callUuid'))}</th>
                  <th>{t(key('size'))}</th>
                </tr>
              </thead>
              <tbody>
                {letters.records.map((letter) => (
                  <tr key={letter.id}>
                    <td>{dayjs(letter.receivedAt).format(DATE_TIME_FORMAT)}</td>
                    <td>{letter.reason}</td>
                    <td>{letter.callUuid || '—'}</td>
                    <td>{letter.size}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          )}
          {letters.total > PAGE_SIZE && (
            <div className="dc-maint-pager">
              <Button
                text={t(key('previous'))}
                disabled={page <= 1}
                onClick={() => setPage((current) => current - 1)}
              />
              <span>{t(key('page'), { page, pages: Math.ceil(letters.total / PAGE_SIZE) })}</span>
              <Button
                text={t(key('next'))}
                disabled={page * PAGE_SIZE >= letters.total}
                onClick={() => setPage((current) => current + 1)}
              />
            </div>
          )}
        </div>
      )}
    </LoadState>
  );
}
