import { InputGroup } from '@blueprintjs/core';
import { type ComponentType, type KeyboardEvent, useState } from 'react';
import { DATE_TIME_FORMAT } from '../../../core/config/constants';
import type { RecordTimeInputProps } from './RecordTimeInput';

type TimeInput = ComponentType<RecordTimeInputProps>;

let loaded: Promise<TimeInput> | null = null;
/** Once fetched, a field drawn anew (the bar remounts its bounds to set them) is the calendar at once. */
let ready: TimeInput | null = null;

/** The calendar (Blueprint's date input with date-fns and its day picker): one chunk, fetched once. */
function loadTimeInput(): Promise<TimeInput> {
  loaded ??= import('./RecordTimeInput').then((module) => {
    ready = module.RecordTimeInput;
    return ready;
  });
  loaded.catch(() => {
    // A failed fetch (a new deployment, the network) is tried again on the next sign of intent.
    loaded = null;
  });
  return loaded;
}

/**
 * A record screen's time bound, drawn as a plain text field until the person asks for its calendar (a click,
 * Enter or ArrowDown, as in the calendar's own field): its code, most of a call-data screen's weight, is fetched
 * when a pointer or the focus reaches the field, and the calendar's field then takes this one's place with the
 * text typed so far, the focus and the calendar open. Typing alone keeps the plain field, so no keystroke is
 * lost to the swap. A page with a record list so reaches its first rows without the calendar
 * (docs/architecture.md#weight).
 */
export function LazyRecordTimeInput(props: RecordTimeInputProps) {
  // Once fetched (by another field, or an earlier screen) a field is the calendar's from the start.
  const [FetchedBefore] = useState<TimeInput | null>(() => ready);
  const [Loaded, setLoaded] = useState<TimeInput | null>(null);
  const [text, setText] = useState(props.initialText);
  const [focused, setFocused] = useState(false);
  if (FetchedBefore) return <FetchedBefore {...props} />;
  if (Loaded) return <Loaded {...props} initialText={text} autoFocus={focused} initiallyOpen />;

  const prefetch = () => {
    loadTimeInput().catch(() => undefined);
  };
  const askCalendar = () => {
    loadTimeInput().then(
      (component) => setLoaded(() => component),
      () => undefined,
    );
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' && event.key !== 'ArrowDown') return;
    // As in the calendar's field: these keys open the calendar, they do not submit the filter bar.
    event.preventDefault();
    askCalendar();
  };
  return (
    <span className="dc-time-input">
      <InputGroup
        // What the calendar's field announces, so the field is the same one to assistive technology.
        role="combobox"
        aria-expanded={false}
        autoComplete="off"
        aria-label={props.label}
        aria-invalid={props.invalid || undefined}
        aria-describedby={props.describedBy}
        intent={props.invalid ? 'danger' : undefined}
        style={{ width: 170 }}
        placeholder={DATE_TIME_FORMAT}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          props.onTextChange(event.currentTarget.value);
        }}
        onPointerEnter={prefetch}
        onFocus={() => {
          setFocused(true);
          prefetch();
        }}
        onBlur={() => setFocused(false)}
        onClick={askCalendar}
        onKeyDown={onKeyDown}
      />
    </span>
  );
}
