import { memberResource } from '../../contract/resources/member';
import type { FormFieldOptions } from '../kit/form/formFields';
import { DeptSelect } from '../kit/org/DeptSelect';
import { ExtensionSelect } from '../kit/org/ExtensionSelect';
import { IconSelect } from '../kit/org/IconSelect';
import type { DeptTreeState } from '../kit/org/useDeptTree';

const idOf = (value: unknown) => (typeof value === 'string' && value ? value : null);

/**
 * The member form: the contract's fields, with the department as a tree selection, the extension as a
 * search and the icon by name. The password is set on create only; later through "reset password".
 */
export function memberFormOptions(
  tree: Pick<DeptTreeState, 'roots' | 'index'>,
  noneLabel: string,
): Omit<FormFieldOptions, 'labels'> {
  return {
    optionLabels: `resources.${memberResource.name}.values`,
    include: [
      'account',
      'name',
      'password',
      'deptId',
      'appRole',
      'extensionId',
      'phone',
      'email',
      'deviceModel',
      'imei',
      'iconId',
      'status',
      'remark',
    ],
    overrides: {
      password: { help: 'elements.member-list.passwordHelp' },
      deptId: {
        render: ({ value, onChange, id }) => (
          <DeptSelect
            id={id}
            value={idOf(value)}
            onChange={(next) => onChange(next ?? '')}
            tree={tree}
            noneLabel={noneLabel}
          />
        ),
      },
      extensionId: {
        render: ({ value, onChange, id }) => (
          <ExtensionSelect
            id={id}
            value={idOf(value)}
            onChange={(next) => onChange(next ?? '')}
            noneLabel={noneLabel}
          />
        ),
      },
      iconId: {
        render: ({ value, onChange, id }) => (
          <IconSelect
            id={id}
            value={idOf(value)}
            onChange={(next) => onChange(next ?? '')}
            noneLabel={noneLabel}
          />
        ),
      },
    },
  };
}
