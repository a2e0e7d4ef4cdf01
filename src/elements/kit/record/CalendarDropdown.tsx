import { HTMLSelect, useIsomorphicLayoutEffect } from '@blueprintjs/core';
import { Classes, DatePickerUtils, type DayPickerProps } from '@blueprintjs/datetime';
import { IconSize } from '@blueprintjs/icons';
import { type ComponentProps, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

type DropdownProps = ComponentProps<NonNullable<NonNullable<DayPickerProps['components']>['Dropdown']>>;

/**
 * The calendar's month and year lists with their icon titled in the reader's language: Blueprint's own
 * dropdown (not exported) gives its HTMLSelect no way to change the icon's "Open dropdown". Like Blueprint's,
 * the month list's icon sits right after the month's name, not at the far edge of the widest month.
 */
export function CalendarDropdown({ caption, children, ...props }: DropdownProps) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const select = useRef<HTMLSelectElement>(null);
  const month = typeof caption === 'string' ? caption : '';
  const [right, setRight] = useState(0);
  useIsomorphicLayoutEffect(() => {
    if (!container.current) return;
    const text = DatePickerUtils.measureTextWidth(
      month,
      Classes.DATEPICKER_CAPTION_MEASURE,
      container.current,
    );
    setRight(Math.max(2, (select.current?.clientWidth ?? 0) - text - IconSize.STANDARD - 2));
  }, [month]);
  const title = t('kit.assistive.openDropdown');
  return (
    <div ref={container}>
      <HTMLSelect
        {...props}
        iconProps={props.name === 'months' ? { title, style: { right } } : { title }}
        minimal
        ref={select}
      >
        {children}
      </HTMLSelect>
    </div>
  );
}
