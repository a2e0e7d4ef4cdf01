import { Card, H3 } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconPicker } from './IconPicker';

/** A page showing the icon picker, so a person can find and copy an icon name. */
export default function IconPickerPage() {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string | undefined>();
  return (
    <Card className="dc-icon-picker-page">
      <H3>{t('shell.iconPicker.title')}</H3>
      <p>{t('shell.iconPicker.hint')}</p>
      <IconPicker value={chosen} onChange={setChosen} />
      {chosen ? (
        <p data-testid="icon-picker-chosen">{t('shell.iconPicker.chosen', { name: chosen })}</p>
      ) : null}
    </Card>
  );
}
