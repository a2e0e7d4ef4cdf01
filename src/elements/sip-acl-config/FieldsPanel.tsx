import { Checkbox, FormGroup, HTMLSelect, InputGroup, Intent, Switch } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

/** One input of a settings section: a number, a text, a choice, a yes/no, or several choices. */
export type SectionInput =
  | { name: string; kind: 'number' | 'text'; placeholder?: string; help?: string }
  | { name: string; kind: 'select'; options: readonly string[]; optionLabels: string }
  | { name: string; kind: 'switch' }
  | { name: string; kind: 'checks'; options: readonly string[] };

export interface FieldsPanelProps {
  inputs: readonly SectionInput[];
  value: Record<string, unknown>;
  onChange(value: Record<string, unknown>): void;
  problems: ReadonlyMap<string, string>;
  disabled: boolean;
  section: string;
}

/** A section of scalar settings (switch.conf, xml_cdr.conf, xml_curl.conf) as a labelled form. */
export function FieldsPanel({ inputs, value, onChange, problems, disabled, section }: FieldsPanelProps) {
  const { t } = useTranslation();
  return (
    <div className="dc-fields-panel">
      {inputs.map((input) => {
        const id = `dc-${section}-${input.name}`;
        const label = t(`resources.switchSections.fields.${input.name}`);
        const problem = problems.get(input.name);
        const current = value[input.name];
        const set = (next: unknown) => onChange({ ...value, [input.name]: next });
        let control: React.ReactNode;
        switch (input.kind) {
          case 'number':
            control = (
              <InputGroup
                id={id}
                type="number"
                value={String(current ?? '')}
                disabled={disabled}
                intent={problem ? Intent.DANGER : Intent.NONE}
                onValueChange={(text) => set(text === '' ? '' : Number(text))}
              />
            );
            break;
          case 'text':
            control = (
              <InputGroup
                id={id}
                value={String(current ?? '')}
                placeholder={input.placeholder}
                disabled={disabled}
                intent={problem ? Intent.DANGER : Intent.NONE}
                onValueChange={set}
              />
            );
            break;
          case 'select':
            control = (
              <HTMLSelect
                iconProps={{ title: t('kit.assistive.openDropdown') }}
                id={id}
                value={String(current)}
                disabled={disabled}
                onChange={(event) => set(event.currentTarget.value)}
                options={input.options.map((option) => ({
                  value: option,
                  label: t(`${input.optionLabels}.${option}`),
                }))}
              />
            );
            break;
          case 'switch':
            return (
              <Switch
                key={input.name}
                id={id}
                label={label}
                checked={current === true}
                disabled={disabled}
                onChange={(event) => set(event.currentTarget.checked)}
              />
            );
          case 'checks': {
            const chosen = Array.isArray(current) ? (current as string[]) : [];
            return (
              <FormGroup
                key={input.name}
                label={label}
                helperText={problem}
                intent={problem ? Intent.DANGER : Intent.NONE}
              >
                {input.options.map((option) => (
                  <Checkbox
                    key={option}
                    inline
                    label={option}
                    checked={chosen.includes(option)}
                    disabled={disabled}
                    onChange={(event) =>
                      set(
                        event.currentTarget.checked
                          ? [...chosen, option]
                          : chosen.filter((item) => item !== option),
                      )
                    }
                  />
                ))}
              </FormGroup>
            );
          }
        }
        return (
          <FormGroup
            key={input.name}
            label={label}
            labelFor={id}
            helperText={problem ?? ('help' in input && input.help ? t(input.help) : undefined)}
            intent={problem ? Intent.DANGER : Intent.NONE}
          >
            {control}
          </FormGroup>
        );
      })}
    </div>
  );
}
