import { Button, FormGroup, HTMLSelect, InputGroup, Intent } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useKitCore } from '../element/kitCore';
import { LazyRecordTimeInput } from './LazyRecordTimeInput';
import { filterRequest, type RecordFilterField } from './recordFilters';
import {
  formatRecordTime,
  parseRecordTime,
  QUICK_RANGES,
  type QuickRange,
  quickRangeBounds,
} from './timeRanges';

export interface RecordFilterBarProps {
  /** The stem of the time range parameters (`startTime` → `startTimeFrom`/`startTimeTo`). */
  timeParam: string;
  fields: readonly RecordFilterField[];
  /** The quick range shown first (today). */
  initialRange?: QuickRange;
  /**
   * How many of `fields` show at once; the others wait behind a "More filters" button, so the keyboard
   * reaches the rows in a few Tab presses. Default: all show.
   */
  inlineFields?: number;
  onSubmit(filters: Record<string, unknown>): void;
}

/** The time bounds of a quick range as request values. */
export function timeFilters(timeParam: string, range: QuickRange): Record<string, unknown> {
  const [from, to] = quickRangeBounds(range);
  return {
    ...(from !== null ? { [`${timeParam}From`]: from } : {}),
    ...(to !== null ? { [`${timeParam}To`]: to } : {}),
  };
}

/**
 * The search inputs of a record screen: a time range with quick choices (the kit's FilterBar has whole-day
 * ranges and no initial values), then the screen's text, choice, flag and number-range inputs.
 */
export const RecordFilterBar = observer(function RecordFilterBar({
  timeParam,
  fields,
  initialRange = 'today',
  inlineFields,
  onSubmit,
}: RecordFilterBarProps) {
  const { t } = useTranslation();
  const { user } = useKitCore().store;
  const [more, setMore] = useState(false);
  const initial = quickRangeBounds(initialRange);
  const [range, setRange] = useState<QuickRange | 'custom'>(initialRange);
  const [from, setFrom] = useState(formatRecordTime(initial[0]));
  const [to, setTo] = useState(formatRecordTime(initial[1]));
  // Bumped when a quick range or reset sets the bounds: the time fields start over with them.
  const [boundsVersion, setBoundsVersion] = useState(0);
  const [invalidBounds, setInvalidBounds] = useState(false);
  const [inputs, setInputs] = useState<Record<string, string>>({});
  const set = (name: string, value: string) => setInputs((current) => ({ ...current, [name]: value }));
  const folded = inlineFields !== undefined && inlineFields < fields.length;
  const shownFields = folded && !more ? fields.slice(0, inlineFields) : fields;
  // The folded filters that have a value, counted on the button so a hidden filter is never forgotten.
  const hiddenSet = folded
    ? fields
        .slice(inlineFields)
        .filter((field) =>
          field.kind === 'numberRange'
            ? inputs[`${field.name}From`] || inputs[`${field.name}To`]
            : inputs[field.name],
        ).length
    : 0;

  const chooseRange = (value: QuickRange | 'custom') => {
    setRange(value);
    if (value === 'custom') return;
    const [start, end] = quickRangeBounds(value);
    setFrom(formatRecordTime(start));
    setTo(formatRecordTime(end));
    setBoundsVersion((version) => version + 1);
    setInvalidBounds(false);
  };
  const typeBound = (setBound: (text: string) => void) => (text: string) => {
    setBound(text);
    setRange('custom');
    setInvalidBounds(false);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const start = parseRecordTime(from);
    const end = parseRecordTime(to, true);
    // docs/behaviour.md#constants: a bound that is not `YYYY-MM-DD HH:mm:ss` is said so, and nothing is searched.
    if (start === false || end === false) {
      setInvalidBounds(true);
      return;
    }
    onSubmit({
      ...(start !== null ? { [`${timeParam}From`]: start } : {}),
      ...(end !== null ? { [`${timeParam}To`]: end } : {}),
      ...filterRequest(fields, inputs),
    });
  };
  const reset = () => {
    setInputs({});
    chooseRange(initialRange);
    onSubmit(timeFilters(timeParam, initialRange));
  };

  return (
    <form className="dc-filter-bar" part="filter-bar" aria-label={t('kit.filter.label')} onSubmit={submit}>
      <FormGroup
        label={t('calldata.common.timeRange')}
        labelFor="dc-record-range"
        intent={invalidBounds ? Intent.DANGER : Intent.NONE}
        helperText={
          invalidBounds ? (
            <span id="dc-record-time-error" role="alert">
              {t('calldata.common.invalidTime')}
            </span>
          ) : undefined
        }
      >
        <div className="dc-range">
          <HTMLSelect
            iconProps={{ title: t('kit.assistive.openDropdown') }}
            id="dc-record-range"
            value={range}
            onChange={(event) => chooseRange(event.currentTarget.value as QuickRange | 'custom')}
            options={[
              ...QUICK_RANGES.map((value) => ({ value, label: t(`calldata.common.${value}`) })),
              ...(range === 'custom' ? [{ value: 'custom', label: '…' }] : []),
            ]}
          />
          <LazyRecordTimeInput
            key={`from-${boundsVersion}`}
            label={t('calldata.common.from')}
            initialText={from}
            onTextChange={typeBound(setFrom)}
            invalid={invalidBounds && parseRecordTime(from) === false}
            describedBy={invalidBounds ? 'dc-record-time-error' : undefined}
          />
          <span className="dc-range-end">
            <span aria-hidden="true">–</span>
            <LazyRecordTimeInput
              key={`to-${boundsVersion}`}
              label={t('calldata.common.to')}
              initialText={to}
              onTextChange={typeBound(setTo)}
              invalid={invalidBounds && parseRecordTime(to, true) === false}
              describedBy={invalidBounds ? 'dc-record-time-error' : undefined}
            />
          </span>
        </div>
      </FormGroup>
      {shownFields.map((field) => {
        const id = `dc-record-${field.name}`;
        if (field.kind === 'numberRange')
          return (
            <FormGroup key={field.name} label={t(field.label)} labelFor={id}>
              <div className="dc-range">
                {(['From', 'To'] as const).map((suffix) => (
                  <input
                    key={suffix}
                    id={suffix === 'From' ? id : undefined}
                    className="bp6-input"
                    type="number"
                    min={0}
                    style={{ width: 80 }}
                    aria-label={t(`kit.filter.${suffix === 'From' ? 'from' : 'to'}`, {
                      field: t(field.label),
                    })}
                    value={inputs[`${field.name}${suffix}`] ?? ''}
                    onChange={(event) => set(`${field.name}${suffix}`, event.currentTarget.value)}
                  />
                ))}
              </div>
            </FormGroup>
          );
        if (field.kind === 'select' || field.kind === 'boolean') {
          const options =
            field.kind === 'boolean'
              ? [
                  { value: 'true', label: t('calldata.common.yes') },
                  { value: 'false', label: t('calldata.common.no') },
                ]
              : field.options
                  .filter((option) => user.hasFunction(option.needs))
                  .map((option) => ({ value: option.value, label: t(option.label) }));
          return (
            <FormGroup key={field.name} label={t(field.label)} labelFor={id}>
              <HTMLSelect
                iconProps={{ title: t('kit.assistive.openDropdown') }}
                id={id}
                value={inputs[field.name] ?? ''}
                onChange={(event) => set(field.name, event.currentTarget.value)}
                options={[{ value: '', label: t('calldata.common.all') }, ...options]}
              />
            </FormGroup>
          );
        }
        return (
          <FormGroup key={field.name} label={t(field.label)} labelFor={id}>
            <InputGroup
              id={id}
              value={inputs[field.name] ?? ''}
              onValueChange={(value) => set(field.name, value)}
            />
          </FormGroup>
        );
      })}
      {folded && (
        <Button
          variant="minimal"
          aria-expanded={more}
          text={
            more
              ? t('calldata.common.fewerFilters')
              : hiddenSet > 0
                ? t('calldata.common.moreFiltersSet', { count: hiddenSet })
                : t('calldata.common.moreFilters')
          }
          onClick={() => setMore((current) => !current)}
        />
      )}
      <Button type="submit" intent={Intent.PRIMARY} text={t('calldata.common.search')} />
      <Button text={t('calldata.common.reset')} onClick={reset} />
    </form>
  );
});
