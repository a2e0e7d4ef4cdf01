import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FormDrawer } from '../../../src/elements/kit/form/FormDrawer';
import { formFieldsFromSchema } from '../../../src/elements/kit/form/formFields';
import { fromFormValues } from '../../../src/elements/kit/form/formValues';
import { createKitHarness, useLocale, withCore } from './elementTestHarness';

const schema = z.object({
  userName: z.string().trim().min(1, 'validation.required'),
  password: z.string().regex(/^\d+$/, 'validation.invalidValue'),
});
const fields = formFieldsFromSchema(schema, { labels: 'sys.login' });

function renderDrawer(onSubmit = vi.fn(async () => {})) {
  render(
    withCore(
      createKitHarness().core,
      <FormDrawer
        isOpen
        title="Form"
        schema={schema}
        fields={fields}
        onSubmit={onSubmit}
        onClose={() => {}}
      />,
    ),
  );
  return onSubmit;
}

async function save() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: /保存|Save/ }));
  });
}

describe('FormDrawer', () => {
  afterEach(async () => {
    cleanup();
    await useLocale('zh_CN');
  });

  it('shows the zod message translated in zh_CN, naming the field by its label', async () => {
    const onSubmit = renderDrawer();
    fireEvent.change(screen.getByLabelText(/密码/), { target: { value: 'abc' } });
    await save();
    expect(screen.getByText('此项为必填项')).toBeTruthy();
    expect(screen.getByText('字段“密码”的值无效')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the same messages in English', async () => {
    await useLocale('en');
    renderDrawer();
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'abc' } });
    await save();
    expect(screen.getByText('This field is required')).toBeTruthy();
    expect(screen.getByText('Field "Password" has an invalid value')).toBeTruthy();
  });

  it('submits the parsed values once they are valid, and shows a server refusal', async () => {
    const onSubmit = vi.fn(async () => {});
    renderDrawer(onSubmit);
    fireEvent.change(screen.getByLabelText(/账号/), { target: { value: ' acme ' } });
    fireEvent.change(screen.getByLabelText(/密码/), { target: { value: '123' } });
    await save();
    expect(onSubmit).toHaveBeenCalledWith({ userName: 'acme', password: '123' });
    onSubmit.mockRejectedValueOnce(new Error('账号已存在'));
    await save();
    expect(screen.getByRole('alert').textContent).toBe('账号已存在');
  });

  it('marks the fields the schema requires in their labels', () => {
    renderDrawer();
    expect(screen.getByText('账号').closest('label')?.textContent).toContain('*');
  });
});

describe('form fields from a zod schema', () => {
  const entity = z.object({
    name: z.string().trim().min(1, 'validation.required').max(64),
    sortOrder: z.number().int().min(0),
    status: z.enum(['enabled', 'disabled']),
    deptId: z.string().nullable(),
    remark: z.string().max(255).optional(),
    enabled: z.boolean(),
    password: z.string().optional(),
  });

  it('derives kinds, options, required and lengths', () => {
    const derived = formFieldsFromSchema(entity, {
      labels: 'resources.member.fields',
      optionLabels: 'kit.x',
    });
    const byName = Object.fromEntries(derived.map((field) => [field.name, field]));
    expect(byName.name).toMatchObject({
      kind: 'text',
      required: true,
      maxLength: 64,
      label: 'resources.member.fields.name',
    });
    expect(byName.sortOrder).toMatchObject({ kind: 'number', required: true });
    expect(byName.status.options).toEqual([
      { value: 'enabled', label: 'kit.x.status.enabled' },
      { value: 'disabled', label: 'kit.x.status.disabled' },
    ]);
    expect(byName.deptId).toMatchObject({ kind: 'text', required: false, nullable: true });
    expect(byName.remark).toMatchObject({ kind: 'textarea', required: false });
    expect(byName.enabled.kind).toBe('switch');
    expect(byName.password.kind).toBe('password');
  });

  it('turns inputs into schema values: numbers, null for an empty nullable, unchanged password left out', () => {
    const derived = formFieldsFromSchema(entity, { labels: 'x' });
    expect(
      fromFormValues(derived, {
        name: 'Ops',
        sortOrder: '3',
        status: '',
        deptId: '',
        remark: '',
        enabled: true,
        password: '',
      }),
    ).toEqual({ name: 'Ops', sortOrder: 3, deptId: null, remark: '', enabled: true });
  });
});
