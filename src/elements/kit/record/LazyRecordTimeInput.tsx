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
 * A record screen's time bound, drawn as a plain text field until the person reaches for it (pointer over
 * it, focus, a click): the calendar's code, most of a call-data screen's weight, then loads and takes the
 * field's place with the text typed so far, the focus, and the calendar open if it was asked for. A portal
 * page with a record list so reaches its first rows without the calendar (docs/architecture.md, element
 * library weight).
 */
export function LazyRecordTimeInput(props: RecordTimeInputProps) {
  const [Loaded, setLoaded] = useState<TimeInput | null>(() => ready);
  const [text, setText] = useState(props.initialText);
  const [focused, setFocused] = useState(false);
  const [openAsked, setOpenAsked] = useState(false);
  if (Loaded) return <Loaded {...props} initialText={text} autoFocus={focused} initiallyOpen={openAsked} />;

  const want = () => {
    void loadTimeInput().then(
      (component) => setLoaded(() => component),
      () => undefined,
    );
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' && event.key !== 'ArrowDown') return;
    // As in the loaded field: these keys open the calendar, they do not submit the filter bar.
    event.preventDefault();
    setOpenAsked(true);
    want();
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
        onPointerEnter={want}
        onFocus={() => {
          setFocused(true);
          want();
        }}
        onBlur={() => setFocused(false)}
        onClick={() => {
          setOpenAsked(true);
          want();
        }}
        onKeyDown={onKeyDown}
      />
    </span>
  );
}
