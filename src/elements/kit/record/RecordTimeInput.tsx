import { DateInput, TimePrecision } from '@blueprintjs/datetime';
import datetimeCss from '@blueprintjs/datetime/lib/css/blueprint-datetime.css?inline';
import enUS from 'date-fns/locale/en-US';
import zhCN from 'date-fns/locale/zh-CN';
import dayjs from 'dayjs';
import { type KeyboardEvent, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_TIME_FORMAT } from '../../../core/config/constants';
import { useElementHost } from '..';
import { adoptScreenStyles } from '../element/elementStyles';
import { scopeCssToShadowRoot } from '../element/scopeCssToShadowRoot';
import { CalendarDropdown } from './CalendarDropdown';
import { formatRecordTime, parseRecordTime, recordTimeBounds } from './timeRanges';

/** The calendar's stylesheet, re-aimed at shadow roots like Blueprint core's (its tokens sit on `:root`). */
const DATETIME_CSS = scopeCssToShadowRoot(datetimeCss);

export interface RecordTimeInputProps {
  /** The accessible name of the text field ("From", "To"). */
  label: string;
  /**
   * The bound the field starts with, `YYYY-MM-DD HH:mm:ss` or empty. The field keeps its own text as the
   * person types (so unreadable text stays visible and marked); the bar remounts it (`key`) to set a new one.
   */
  initialText: string;
  /** A new text: typed as is, or a pick in the calendar formatted as `YYYY-MM-DD HH:mm:ss`. */
  onTextChange(text: string): void;
  /** The text does not read as a time: the field is marked (the bar says why). */
  invalid?: boolean;
  /** Identifies the text field for the bar's error message. */
  describedBy?: string;
  /** Takes the focus when drawn (it replaces the plain field that had it, see LazyRecordTimeInput). */
  autoFocus?: boolean;
  /** Draws with the calendar open (it was asked for before this code had loaded). */
  initiallyOpen?: boolean;
}

/**
 * One bound of a record screen's time range: a text field in docs/behaviour.md#constants's `YYYY-MM-DD HH:mm:ss` (in every
 * language, unlike the browser's own date-time input) with a calendar and a seconds time picker. Loaded
 * on first use (LazyRecordTimeInput): the calendar packages stay out of the chunks a record list draws with.
 *
 * The calendar opens on a click, Enter or ArrowDown, not when the field takes the focus: Blueprint's own
 * opening on focus put its nine controls in the way of every Tab through the filter bar.
 */
export function RecordTimeInput({
  label,
  initialText,
  onTextChange,
  invalid,
  describedBy,
  autoFocus,
  initiallyOpen,
}: RecordTimeInputProps) {
  const { t, i18n } = useTranslation();
  const host = useElementHost();
  useLayoutEffect(() => {
    if (host?.shadowRoot) adoptScreenStyles(host.shadowRoot, DATETIME_CSS);
  }, [host]);
  const [minDate, maxDate] = useMemo(() => recordTimeBounds(), []);
  const [defaultValue] = useState(() => {
    const ms = parseRecordTime(initialText);
    return typeof ms === 'number' ? dayjs(ms).format('YYYY-MM-DDTHH:mm:ss') : undefined;
  });
  const [open, setOpen] = useState(initiallyOpen ?? false);
  const shown = useRef(defaultValue ?? null);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' && event.key !== 'ArrowDown') return;
    // Enter here opens or closes the calendar (after Blueprint read the typed time), it does not search.
    event.preventDefault();
    setOpen(event.key === 'ArrowDown' || !open);
  };

  return (
    <span
      className="dc-time-input"
      // Blueprint sends Tab into its calendar while it believes the calendar open (from the focus on): while
      // it is closed, Tab leaves the field as from any other.
      onKeyDownCapture={(event) => {
        if (event.key === 'Tab' && !open) event.stopPropagation();
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <DateInput
        defaultValue={defaultValue}
        onChange={(iso, isUserChange) => {
          // Typing reports through inputProps.onChange (the raw text, valid or not); picks report here.
          if (isUserChange && iso !== null) onTextChange(formatRecordTime(dayjs(iso).valueOf()));
          // A day picked closes the calendar, as Blueprint's own does; a change of the time keeps it open.
          const before = shown.current;
          shown.current = iso;
          if (isUserChange && iso && before && sameTime(before, iso) && !dayjs(before).isSame(iso, 'day'))
            setOpen(false);
        }}
        formatDate={(date) => dayjs(date).format(DATE_TIME_FORMAT)}
        parseDate={(input) => {
          const ms = parseRecordTime(input);
          return typeof ms === 'number' ? new Date(ms) : ms;
        }}
        placeholder={DATE_TIME_FORMAT}
        invalidDateMessage={t('calldata.common.invalidTimeShort')}
        outOfRangeMessage={t('calldata.common.invalidTimeShort')}
        timePrecision={TimePrecision.SECOND}
        showTimezoneSelect={false}
        timePickerProps={{ showArrowButtons: false }}
        locale={i18n.language.startsWith('zh') ? zhCN : enUS}
        // The calendar's assistive labels are English in every locale unless given (react-day-picker's labels).
        dayPickerProps={{
          components: { Dropdown: CalendarDropdown },
          labels: {
            labelPrevious: () => t('kit.assistive.previousMonth'),
            labelNext: () => t('kit.assistive.nextMonth'),
            labelMonthDropdown: () => t('kit.assistive.monthDropdown'),
            labelYearDropdown: () => t('kit.assistive.yearDropdown'),
          },
        }}
        minDate={minDate}
        maxDate={maxDate}
        highlightCurrentDay
        inputProps={{
          'aria-label': label,
          'aria-invalid': invalid || undefined,
          'aria-describedby': describedBy,
          ...(invalid ? { intent: 'danger' as const } : {}),
          style: { width: 170 },
          autoFocus,
          onChange: (event) => onTextChange(event.currentTarget.value),
          onClick: () => setOpen(true),
          onKeyDown,
        }}
        popoverProps={{ placement: 'bottom-start', isOpen: open, onClose: () => setOpen(false) }}
      />
    </span>
  );
}

/** Whether two times have the same time of day (a calendar pick keeps it). */
function sameTime(a: string, b: string): boolean {
  return dayjs(a).format('HH:mm:ss') === dayjs(b).format('HH:mm:ss');
}
