import {
  Button,
  Callout,
  Classes,
  FormGroup,
  HTMLSelect,
  HTMLTable,
  InputGroup,
  Intent,
  Tag,
} from '@blueprintjs/core';
import { CrossIcon, TickIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResponseOf } from '../../contract/endpoint';
import { testDialplan } from '../../contract/switch/dialplan';
import { useKitCore } from '../kit';
import { Dialog } from '../kit/overlay/LabelledOverlays';
import { watched } from '../kit/resource/resourceClient';

type TestAnswer = ResponseOf<typeof testDialplan>;

export interface RouteTesterProps {
  isOpen: boolean;
  onClose(): void;
  contexts: readonly { value: string; label: string }[];
  initialContext: string;
}

/** Enter a call; see which extension matches, each condition's verdict and the actions that would run. */
export function RouteTester({ isOpen, onClose, contexts, initialContext }: RouteTesterProps) {
  const { t } = useTranslation();
  const { http } = useKitCore();
  const [context, setContext] = useState(initialContext || 'public');
  const [destination, setDestination] = useState('');
  const [caller, setCaller] = useState('');
  const [answer, setAnswer] = useState<TestAnswer | null>(null);

  const run = async () => {
    try {
      setAnswer(await watched(http.call(testDialplan, { context, destination, caller })));
    } catch {
      // The HTTP client has shown why.
    }
  };

  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={t('elements.dialplan-list.tester')}
      style={{ width: 'min(960px, 94vw)' }}
    >
      <div className={Classes.DIALOG_BODY}>
        <form
          className="dc-tester-form"
          onSubmit={(event) => {
            event.preventDefault();
            void run();
          }}
        >
          <FormGroup label={t('resources.dialplan.fields.context')} labelFor="dc-tester-context">
            <HTMLSelect
              iconProps={{ title: t('kit.assistive.openDropdown') }}
              id="dc-tester-context"
              value={context}
              onChange={(event) => setContext(event.currentTarget.value)}
              options={contexts.map((item) => ({ ...item }))}
            />
          </FormGroup>
          <FormGroup label={t('resources.dialplan.fields.destination')} labelFor="dc-tester-destination">
            <InputGroup id="dc-tester-destination" value={destination} onValueChange={setDestination} />
          </FormGroup>
          <FormGroup label={t('resources.dialplan.fields.caller')} labelFor="dc-tester-caller">
            <InputGroup id="dc-tester-caller" value={caller} onValueChange={setCaller} />
          </FormGroup>
          <Button
            type="submit"
            intent={Intent.PRIMARY}
            text={t('elements.dialplan-list.run')}
            disabled={!destination.trim()}
          />
        </form>
        {answer && (
          <div className="dc-tester-result" data-testid="tester-result">
            <Callout intent={answer.matched ? Intent.SUCCESS : Intent.WARNING} compact>
              {answer.matched
                ? t('elements.dialplan-list.matched', { name: answer.matched })
                : t('elements.dialplan-list.noMatch')}
            </Callout>
            <HTMLTable compact striped style={{ width: '100%' }}>
              <thead>
                <tr>
                  <th>{t('resources.dialplan.fields.name')}</th>
                  <th>{t('resources.dialplan.fields.conditions')}</th>
                  <th>{t('elements.dialplan-list.wouldRun')}</th>
                </tr>
              </thead>
              <tbody>
                {answer.steps.map((step) => (
                  <tr key={step.extension}>
                    <td>
                      <strong>{step.extension}</strong>{' '}
                      <Tag minimal intent={step.matched ? Intent.SUCCESS : Intent.NONE}>
                        {t(
                          step.matched
                            ? 'elements.dialplan-list.stepMatched'
                            : 'elements.dialplan-list.stepNotMatched',
                        )}
                      </Tag>{' '}
                      {step.source === 'builtIn' && <Tag minimal>{t('elements.dialplan-list.builtIn')}</Tag>}
                    </td>
                    <td>
                      {step.conditions.map((condition) => (
                        <div key={`${condition.field}:${condition.expression}`}>
                          {condition.passed ? (
                            <TickIcon className="bp6-intent-success" />
                          ) : (
                            <CrossIcon className="bp6-intent-danger" />
                          )}{' '}
                          <code>{condition.field}</code> <code>{condition.expression}</code> ← “
                          {condition.value}”
                          <span className="dc-visually-hidden">
                            {t(
                              condition.passed
                                ? 'elements.dialplan-list.passed'
                                : 'elements.dialplan-list.failed',
                            )}
                          </span>
                        </div>
                      ))}
                    </td>
                    <td>
                      <pre className="dc-tester-actions">
                        {step.actions
                          .map((action) => `${action.application} ${action.data}`.trim())
                          .join('\n')}
                      </pre>
                    </td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </div>
        )}
      </div>
    </Dialog>
  );
}
