import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { type GeneralVar, generalVarResource } from '../../contract/switch/generalVar';
import type { FormFieldOptions } from '../kit/form/formFields';
import { ResourceListScreen } from '../kit/screen/ResourceListScreen';

export interface GeneralVarListProps {
  readonly?: boolean;
  pageSize?: number;
}

/** 通用设置 (ADMIN): the switch's global variables, its vars.xml. */
export const GeneralVarList = observer(function GeneralVarList({ readonly, pageSize }: GeneralVarListProps) {
  const form = useMemo<Omit<FormFieldOptions, 'labels'>>(
    () => ({
      include: ['name', 'value', 'category', 'enabled', 'description'],
      overrides: { value: { kind: 'text', help: 'elements.general-var-list.valueHelp' } },
    }),
    [],
  );
  const columns = useMemo(() => ['name', 'value', 'category', 'enabled', 'description', 'updatedAt'], []);
  return (
    <ResourceListScreen<GeneralVar>
      resource={generalVarResource}
      columns={columns}
      form={form}
      pageSize={pageSize}
      readonly={readonly}
    />
  );
});
