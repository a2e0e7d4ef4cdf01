import { Button, Card, FormGroup, HTMLSelect, InputGroup, Intent } from '@blueprintjs/core';
import { AddIcon, ArrowDownIcon, ArrowUpIcon, TrashIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { ACL_POLICIES, type SwitchSections } from '../../contract/switch/switchSections';

type Lists = SwitchSections['acl'];
type AclNode = Lists[number]['nodes'][number];

export interface AclListsPanelProps {
  value: Lists;
  onChange(value: Lists): void;
  problems: ReadonlyMap<string, string>;
  disabled: boolean;
}

const KINDS = ['cidr', 'host', 'domain'] as const;

function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/** acl.conf's network lists: each with its default policy and ordered allow/deny nodes (first match wins). */
export function AclListsPanel({ value, onChange, problems, disabled }: AclListsPanelProps) {
  const { t } = useTranslation();
  const setList = (index: number, list: Lists[number]) =>
    onChange(value.map((item, at) => (at === index ? list : item)));
  const setNode = (listIndex: number, nodeIndex: number, node: AclNode) => {
    const list = value[listIndex];
    if (list)
      setList(listIndex, { ...list, nodes: list.nodes.map((item, at) => (at === nodeIndex ? node : item)) });
  };
  return (
    <div className="dc-acl-lists">
      <p className="dc-hint">{t('elements.sip-acl-config.aclHint')}</p>
      {value.map((list, listIndex) => {
        const nameId = `dc-acl-${listIndex}-name`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: lists are edited in place; a name being typed is no key
          <Card key={listIndex} className="dc-acl-list" data-testid={`acl-list-${listIndex}`}>
            <div className="dc-acl-list-head">
              <FormGroup
                label={t('resources.switchSections.fields.name')}
                labelFor={nameId}
                inline
                intent={problems.get(`${listIndex}.name`) ? Intent.DANGER : Intent.NONE}
                helperText={problems.get(`${listIndex}.name`)}
              >
                <InputGroup
                  id={nameId}
                  value={list.name}
                  disabled={disabled}
                  onValueChange={(name) => setList(listIndex, { ...list, name })}
                />
              </FormGroup>
              <FormGroup
                label={t('resources.switchSections.fields.default')}
                labelFor={`dc-acl-${listIndex}-default`}
                inline
              >
                <HTMLSelect
                  iconProps={{ title: t('kit.assistive.openDropdown') }}
                  id={`dc-acl-${listIndex}-default`}
                  value={list.default}
                  disabled={disabled}
                  onChange={(event) =>
                    setList(listIndex, { ...list, default: event.currentTarget.value as AclNode['type'] })
                  }
                  options={ACL_POLICIES.map((policy) => ({
                    value: policy,
                    label: t(`elements.sip-acl-config.policy.${policy}`),
                  }))}
                />
              </FormGroup>
              <span className="dc-toolbar-spacer" />
              {!disabled && (
                <Button
                  variant="minimal"
                  intent={Intent.DANGER}
                  icon={<TrashIcon />}
                  text={t('elements.sip-acl-config.removeList')}
                  onClick={() => onChange(value.filter((_, at) => at !== listIndex))}
                />
              )}
            </div>
            <table className="dc-acl-nodes">
              <thead>
                <tr>
                  <th>{t('resources.switchSections.fields.type')}</th>
                  <th>{t('resources.switchSections.fields.kind')}</th>
                  <th>{t('resources.switchSections.fields.value')}</th>
                  <th>
                    <span className="dc-visually-hidden">{t('kit.grid.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.nodes.map((node, nodeIndex) => {
                  const problem = problems.get(`${listIndex}.nodes.${nodeIndex}.value`);
                  const rowLabel = t('elements.sip-acl-config.rule', { list: list.name, row: nodeIndex + 1 });
                  return (
                    // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place and reordered by index
                    <tr key={nodeIndex}>
                      <td>
                        <HTMLSelect
                          iconProps={{ title: t('kit.assistive.openDropdown') }}
                          aria-label={`${rowLabel} ${t('resources.switchSections.fields.type')}`}
                          value={node.type}
                          disabled={disabled}
                          onChange={(event) =>
                            setNode(listIndex, nodeIndex, {
                              ...node,
                              type: event.currentTarget.value as AclNode['type'],
                            })
                          }
                          options={ACL_POLICIES.map((policy) => ({
                            value: policy,
                            label: t(`elements.sip-acl-config.policy.${policy}`),
                          }))}
                        />
                      </td>
                      <td>
                        <HTMLSelect
                          iconProps={{ title: t('kit.assistive.openDropdown') }}
                          aria-label={`${rowLabel} ${t('resources.switchSections.fields.kind')}`}
                          value={node.kind}
                          disabled={disabled}
                          onChange={(event) =>
                            setNode(listIndex, nodeIndex, {
                              ...node,
                              kind: event.currentTarget.value as AclNode['kind'],
                            })
                          }
                          options={KINDS.map((kind) => ({
                            value: kind,
                            label: t(`elements.sip-acl-config.kind.${kind}`),
                          }))}
                        />
                      </td>
                      <td>
                        <InputGroup
                          aria-label={`${rowLabel} ${t('resources.switchSections.fields.value')}`}
                          value={node.value}
                          disabled={disabled}
                          intent={problem ? Intent.DANGER : Intent.NONE}
                          onValueChange={(text) => setNode(listIndex, nodeIndex, { ...node, value: text })}
                        />
                        {problem && <div className="dc-field-problem">{problem}</div>}
                      </td>
                      <td className="dc-acl-node-actions">
                        {!disabled && (
                          <>
                            <Button
                              size="small"
                              variant="minimal"
                              icon={<ArrowUpIcon />}
                              aria-label={t('elements.sip-acl-config.moveUp', { rule: rowLabel })}
                              disabled={nodeIndex === 0}
                              onClick={() =>
                                setList(listIndex, {
                                  ...list,
                                  nodes: moved(list.nodes, nodeIndex, nodeIndex - 1),
                                })
                              }
                            />
                            <Button
                              size="small"
                              variant="minimal"
                              icon={<ArrowDownIcon />}
                              aria-label={t('elements.sip-acl-config.moveDown', { rule: rowLabel })}
                              disabled={nodeIndex === list.nodes.length - 1}
                              onClick={() =>
                                setList(listIndex, {
                                  ...list,
                                  nodes: moved(list.nodes, nodeIndex, nodeIndex + 1),
                                })
                              }
                            />
                            <Button
                              size="small"
                              variant="minimal"
                              intent={Intent.DANGER}
                              icon={<TrashIcon />}
                              aria-label={t('elements.sip-acl-config.removeRule', { rule: rowLabel })}
                              onClick={() =>
                                setList(listIndex, {
                                  ...list,
                                  nodes: list.nodes.filter((_, at) => at !== nodeIndex),
                                })
                              }
                            />
                          </>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
            {!disabled && (
              <Button
                size="small"
                icon={<AddIcon />}
                text={t('elements.sip-acl-config.addRule')}
                onClick={() =>
                  setList(listIndex, {
                    ...list,
                    nodes: [...list.nodes, { type: 'allow', kind: 'cidr', value: '' }],
                  })
                }
              />
            )}
          </Card>
        );
      })}
      {problems.get('') && <div className="dc-field-problem">{problems.get('')}</div>}
      {!disabled && (
        <Button
          icon={<AddIcon />}
          text={t('elements.sip-acl-config.addList')}
          onClick={() => onChange([...value, { name: '', default: 'deny', nodes: [] }])}
        />
      )}
    </div>
  );
}
