import { deptResource } from '../../contract/resources/dept';
import { type FormField, formFieldsFromSchema } from '../kit/form/formFields';
import { DeptSelect } from '../kit/org/DeptSelect';
import { MemberSelect } from '../kit/org/MemberSelect';
import type { DeptTreeState } from '../kit/org/useDeptTree';

/** The department form: the contract's fields, with the tree as the parent input and a member search as the manager's. */
export function deptFormFields(
  editing: boolean,
  tree: Pick<DeptTreeState, 'roots' | 'index'>,
  editingId: string | null,
  noneLabel: string,
): FormField[] {
  const schema = editing ? deptResource.updateSchema : deptResource.createSchema;
  return formFieldsFromSchema(schema, {
    labels: deptResource.labels,
    include: ['name', 'parentId', 'sortOrder', 'managerId', 'description'],
    overrides: {
      parentId: {
        render: ({ value, onChange, id }) => (
          <DeptSelect
            id={id}
            value={typeof value === 'string' && value ? value : null}
            onChange={(next) => onChange(next ?? '')}
            tree={tree}
            noneLabel={noneLabel}
            exclude={editingId ?? undefined}
          />
        ),
      },
      managerId: {
        render: ({ value, onChange, id }) => (
          <MemberSelect
            id={id}
            value={typeof value === 'string' && value ? value : null}
            onChange={(next) => onChange(next ?? '')}
            noneLabel={noneLabel}
          />
        ),
      },
    },
  });
}
