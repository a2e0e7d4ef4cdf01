import { Button, FormGroup, HTMLSelect, InputGroup, Intent } from '@blueprintjs/core';
import { SearchIcon } from '@blueprintjs/icons';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FilterField, type FilterInputs, filterValues } from './filterFields';

export interface FilterBarProps {
  fields: readonly FilterField[];
  /** Receives the request filters (empty ones left out) on search, Enter, or reset (with `{}`). */
  onSubmit(filters: Record<string, unknown>): void;
}

function RangeInputs({
  field,
  value,
  onChange,
}: {
  field: FilterField;
  value: readonly [string, string];
  onChange(value: [string, string]): void;
}) {
  const { t } = useTranslation();
  const type = field.kind === 'dateRange' ? 'date' : 'number';
  const label = t(field.label);
  return (
    <div className="dc-range">
      <input
        className="bp6-input"
        type={type}
        id={`dc-filter-${field.name}`}
        aria-label={t('kit.filter.from', { field: label })}
        value={value[0]}
        onChange={(event) => onChange([event.currentTarget.value, value[1]])}
      />
      <span className="dc-range-end">
        <span aria-hidden="true">–</span>
        <input
          className="bp6-input"
          type={type}
          aria-label={t('kit.filter.to', { field: label })}
          value={value[1]}
          onChange={(event) => onChange([value[0], event.currentTarget.value])}
        />
      </span>
    </div>
  );
}

/** Search inputs above a grid: text, choice, date range and number range; Enter submits; reset clears. */
export function FilterBar({ fields, onSubmit }: FilterBarProps) {
  const { t } = useTranslation();
  const [inputs, setInputs] = useState<FilterInputs>({});
  const set = (name: string, value: string | readonly [string, string]) =>
    setInputs((current) => ({ ...current, [name]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(filterValues(fields, inputs));
  };
  const reset = () => {
    setInputs({});
    onSubmit({});
  };

  return (
    <form className="dc-filter-bar" part="filter-bar" aria-label={t('kit.filter.label')} onSubmit={submit}>
      {fields.map((field) => {
        const id = `dc-filter-${field.name}`;
        const raw = inputs[field.name];
        const text = typeof raw === 'string' ? raw : '';
        let input: ReactNode;
        if (field.kind === 'select') {
          input = (
            <HTMLSelect
              iconProps={{ title: t('kit.assistive.openDropdown') }}
              id={id}
              value={text}
              onChange={(event) => set(field.name, event.currentTarget.value)}
              options={[
                { value: '', label: t('kit.filter.all') },
                ...field.options.map((option) => ({ value: option.value, label: t(option.label) })),
              ]}
            />
          );
        } else if (field.kind === 'dateRange' || field.kind === 'numberRange') {
          input = (
            <RangeInputs
              field={field}
              value={Array.isArray(raw) ? (raw as [string, string]) : ['', '']}
              onChange={(value) => set(field.name, value)}
            />
          );
        } else {
          input = (
            <InputGroup
              id={id}
              value={text}
              placeholder={field.placeholder ? t(field.placeholder) : undefined}
              onValueChange={(value) => set(field.name, value)}
            />
          );
        }
        return (
          <FormGroup key={field.name} label={t(field.label)} labelFor={id} inline={false}>
            {input}
          </FormGroup>
        );
      })}
      <Button type="submit" intent={Intent.PRIMARY} icon={<SearchIcon />} text={t('common.searchText')} />
      <Button text={t('common.resetText')} onClick={reset} />
    </form>
  );
}
