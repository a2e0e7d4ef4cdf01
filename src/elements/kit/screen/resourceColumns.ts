import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import type { ResourceDef } from '../../../contract/resources/defineResource';
import { DATE_TIME_FORMAT } from '../../../core/config/constants';
import { unwrapField } from '../form/formFields';
import type { GridColumn } from '../grid/DataGrid';

/** `resources.<name>.values.<field>.<value>`: how the contract's locale names enum values. */
export function optionLabelsOf(resource: ResourceDef): string {
  return `resources.${resource.name}.values`;
}

/**
 * Grid columns from field names: the label from the resource's labels, sortable when the resource says
 * so, enum values and booleans translated, timestamps (`createdAt`, `lastHeartbeatAt`, any `…At`) as docs/behaviour.md#constants
 * date-times.
 */
export function columnsFromResource<Row>(
  resource: ResourceDef,
  columns: readonly (string | GridColumn<Row>)[],
  t: TFunction,
): GridColumn<Row>[] {
  const shape = resource.schema.shape as Record<string, z.ZodType>;
  return columns.map((column) => {
    if (typeof column !== 'string') return column;
    const key = column;
    const fieldSchema = shape[key];
    const type = fieldSchema ? unwrapField(fieldSchema).schema.def.type : 'string';
    let render: GridColumn<Row>['render'];
    if (type === 'enum') {
      render = (row) => {
        const value = (row as Record<string, unknown>)[key];
        return value === null || value === undefined
          ? ''
          : t(`${optionLabelsOf(resource)}.${key}.${String(value)}`);
      };
    } else if (type === 'boolean') {
      render = (row) => t((row as Record<string, unknown>)[key] ? 'kit.value.yes' : 'kit.value.no');
    } else if (/At$/.test(key)) {
      render = (row) => {
        const value = (row as Record<string, unknown>)[key];
        return typeof value === 'number' ? dayjs(value).format(DATE_TIME_FORMAT) : '';
      };
    }
    return {
      key,
      title: t(`${resource.labels}.${key}`),
      sortable: resource.sortable.includes(key),
      ...(render ? { render } : {}),
    };
  });
}
