import { Button, InputGroup, Intent } from '@blueprintjs/core';
import { AddIcon, TrashIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import type { SwitchSections } from '../../contract/switch/switchSections';

type Lans = SwitchSections['lans'];

export interface LansPanelProps {
  value: Lans;
  onChange(value: Lans): void;
  problems: ReadonlyMap<string, string>;
  disabled: boolean;
}

/** The local networks: acl.conf's `lan` list (each allowed, everything else denied). */
export function LansPanel({ value, onChange, problems, disabled }: LansPanelProps) {
  const { t } = useTranslation();
  const set = (index: number, lan: Lans[number]) =>
    onChange(value.map((item, at) => (at === index ? lan : item)));
  const input = (index: number, field: 'name' | 'cidr' | 'description', placeholder?: string) => {
    const problem = problems.get(`${index}.${field}`);
    const lan = value[index];
    if (!lan) return null;
    return (
      <>
        <InputGroup
          aria-label={`${t(`resources.switchSections.fields.${field}`)} (${index + 1})`}
          value={lan[field]}
          placeholder={placeholder}
          disabled={disabled}
          intent={problem ? Intent.DANGER : Intent.NONE}
          onValueChange={(text) => set(index, { ...lan, [field]: text })}
        />
        {problem && <div className="dc-field-problem">{problem}</div>}
      </>
    );
  };
  return (
    <div>
      <p className="dc-hint">{t('elements.sip-acl-config.lansHint')}</p>
      <table className="dc-acl-nodes" data-testid="lans">
        <thead>
          <tr>
            <th>{t('resources.switchSections.fields.name')}</th>
            <th>{t('resources.switchSections.fields.cidr')}</th>
            <th>{t('resources.switchSections.fields.description')}</th>
            <th>
              <span className="dc-visually-hidden">{t('kit.grid.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {value.map((lan, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; a name being typed is no key
            <tr key={index}>
              <td>{input(index, 'name')}</td>
              <td>{input(index, 'cidr', '192.168.0.0/16')}</td>
              <td>{input(index, 'description')}</td>
              <td>
                {!disabled && (
                  <Button
                    size="small"
                    variant="minimal"
                    intent={Intent.DANGER}
                    icon={<TrashIcon />}
                    aria-label={t('elements.sip-acl-config.removeLan', { name: lan.name || index + 1 })}
                    onClick={() => onChange(value.filter((_, at) => at !== index))}
                  />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {!disabled && (
        <Button
          icon={<AddIcon />}
          text={t('elements.sip-acl-config.addLan')}
          onClick={() => onChange([...value, { name: '', cidr: '', description: '' }])}
        />
      )}
    </div>
  );
}
