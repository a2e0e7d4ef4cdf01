import {
  Button,
  Callout,
  Checkbox,
  FormGroup,
  HTMLSelect,
  InputGroup,
  Intent,
  NonIdealState,
  Spinner,
  TextArea,
} from '@blueprintjs/core';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { attendanceDeleteRule, attendanceRule, attendanceSaveRule } from '../../contract/apps/attendance';
import { AREA_KINDS, type AreaKind, type EffectiveRule, WEEKDAYS } from '../../contract/apps/attendanceRules';
import { useConfirmDelete, useElementEvents, useElementToaster, useKitCore } from '../kit';
import { DeptSelect } from '../kit/org/DeptSelect';
import { pathName } from '../kit/org/deptTreeModel';
import { useCan } from '../kit/permission/useCan';
import { watched } from '../kit/resource/resourceClient';
import { AreaPreview } from './AreaPreview';
import { areaOf, type DraftProblem, draftOf, draftProblems, type RuleDraft, ruleOf } from './ruleDraft';
import type { AttendanceDepts } from './useAttendanceDepts';

/** A department's rule: where it comes from, and the form that gives the department its own. */
export function RulesTab({ depts }: { depts: AttendanceDepts }) {
  const { t } = useTranslation();
  const { http } = useKitCore();
  const toaster = useElementToaster();
  const events = useElementEvents();
  const canEdit = useCan('attendance:edit');
  const canDelete = useCan('attendance:delete');
  const { confirmDelete, alert } = useConfirmDelete();
  const [deptId, setDeptId] = useState<string | null>(null);
  const [effective, setEffective] = useState<EffectiveRule | null>(null);
  const [draft, setDraft] = useState<RuleDraft | null>(null);
  const [loading, setLoading] = useState(false);
  const [saving, setSaving] = useState(false);
  const [touched, setTouched] = useState(false);

  // The first department is chosen once the tree is in.
  useEffect(() => {
    if (!deptId && depts.tree.roots[0]) setDeptId(depts.tree.roots[0].id);
  }, [deptId, depts.tree.roots]);

  useEffect(() => {
    if (!deptId) return;
    let live = true;
    setLoading(true);
    setTouched(false);
    watched(http.call(attendanceRule, { deptId }))
      .then((answer) => {
        if (!live) return;
        setEffective(answer);
        setDraft(draftOf(answer.rule));
      })
      .catch(() => live && setEffective(null))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [http, deptId]);

  const problems = useMemo(() => (draft ? draftProblems(draft) : []), [draft]);
  const problemOf = (field: keyof RuleDraft): DraftProblem | undefined =>
    touched ? problems.find((problem) => problem.field === field) : undefined;
  const message = (problem: DraftProblem | undefined) =>
    problem
      ? t(problem.key, { field: t(`apps.attendance.fields.${problem.field}`), ...problem.params })
      : undefined;
  const deptName = deptId ? pathName(depts.tree.index, deptId) : '';

  const save = async () => {
    setTouched(true);
    const rule = draft ? ruleOf(draft) : null;
    if (!deptId || !rule) return;
    setSaving(true);
    try {
      const answer = await watched(http.call(attendanceSaveRule, { deptId, ...rule }));
      setEffective(answer);
      setDraft(draftOf(answer.rule));
      toaster.show(t('apps.attendance.rules.saved', { name: deptName }), Intent.SUCCESS);
      events.emit('dc-saved', {
        resource: 'attendance-rule',
        id: deptId,
        created: effective?.source !== 'own',
      });
      depts.reload();
    } catch {
      // The HTTP client showed why.
    } finally {
      setSaving(false);
    }
  };
  const remove = async () => {
    if (!deptId) return;
    if (!(await confirmDelete([deptName]))) return;
    try {
      const answer = await watched(http.call(attendanceDeleteRule, { deptId }));
      setEffective(answer);
      setDraft(draftOf(answer.rule));
      toaster.show(t('apps.attendance.rules.removed', { name: deptName }), Intent.SUCCESS);
      events.emit('dc-deleted', { resource: 'attendance-rule', ids: [deptId] });
      depts.reload();
    } catch {
      // The HTTP client showed why.
    }
  };

  const set = (patch: Partial<RuleDraft>) => draft && setDraft({ ...draft, ...patch });
  const field = (name: keyof RuleDraft, input: ReactNode, required = true) => {
    const problem = problemOf(name);
    return (
      <FormGroup
        label={t(`apps.attendance.fields.${name}`)}
        labelFor={`dc-att-rule-${name}`}
        labelInfo={required ? '*' : undefined}
        intent={problem ? Intent.DANGER : Intent.NONE}
        helperText={message(problem)}
      >
        {input}
      </FormGroup>
    );
  };
  const text = (
    name: 'workStart' | 'workEnd' | 'graceMinutes' | 'latitude' | 'longitude' | 'radiusMeters',
    type = 'text',
  ) =>
    field(
      name,
      <InputGroup
        id={`dc-att-rule-${name}`}
        type={type}
        value={draft?.[name] ?? ''}
        disabled={!canEdit}
        intent={problemOf(name) ? Intent.DANGER : Intent.NONE}
        onValueChange={(value) => set({ [name]: value })}
      />,
    );

  return (
    <div className="dc-att-tab dc-att-rules" data-testid="attendance-rules">
      <div className="dc-att-choices">
        <FormGroup label={t('apps.attendance.rules.dept')} labelFor="dc-att-rule-dept">
          <DeptSelect
            id="dc-att-rule-dept"
            value={deptId}
            onChange={setDeptId}
            tree={depts.tree}
            noneLabel={t('apps.attendance.rules.chooseDept')}
          />
        </FormGroup>
      </div>
      {!deptId ? (
        <NonIdealState title={depts.loading ? <Spinner size={24} /> : t('apps.attendance.rules.pickDept')} />
      ) : loading || !draft || !effective ? (
        <Spinner size={24} />
      ) : (
        <form
          className="dc-att-rule-form"
          part="form"
          aria-label={t('apps.attendance.tabs.rules')}
          onSubmit={(event) => {
            event.preventDefault();
            if (!saving) void save();
          }}
        >
          <Callout
            intent={effective.source === 'own' ? Intent.PRIMARY : Intent.NONE}
            data-testid="rule-source"
          >
            {t(`apps.attendance.ruleSource.${effective.source}`, { name: effective.sourceDeptName ?? '' })}
            {' · '}
            {t('apps.attendance.rules.timeZone', { zone: effective.timeZone })}
          </Callout>
          <div className="dc-att-rule-grid">
            <div>
              <div className="dc-att-row">
                {text('workStart', 'time')}
                {text('workEnd', 'time')}
                {text('graceMinutes', 'number')}
              </div>
              <fieldset className="dc-att-workdays">
                <legend>{t('apps.attendance.fields.workdays')}</legend>
                {WEEKDAYS.map((day) => (
                  <Checkbox
                    key={day}
                    inline
                    disabled={!canEdit}
                    label={t(`apps.attendance.weekdays.${day}`)}
                    checked={draft.workdays.includes(day)}
                    onChange={(event) =>
                      set({
                        workdays: event.currentTarget.checked
                          ? [...draft.workdays, day]
                          : draft.workdays.filter((other) => other !== day),
                      })
                    }
                  />
                ))}
                {draft.workdays.length === 0 ? (
                  <p className="dc-att-hint">{t('apps.attendance.rules.noWorkdays')}</p>
                ) : null}
              </fieldset>
              {field(
                'areaKind',
                <HTMLSelect
                  iconProps={{ title: t('kit.assistive.openDropdown') }}
                  id="dc-att-rule-areaKind"
                  value={draft.areaKind}
                  disabled={!canEdit}
                  onChange={(event) => set({ areaKind: event.currentTarget.value as AreaKind })}
                  options={AREA_KINDS.map((kind) => ({
                    value: kind,
                    label: t(`apps.attendance.areaKinds.${kind}`),
                  }))}
                />,
              )}
              {draft.areaKind === 'circle' ? (
                <div className="dc-att-row">
                  {text('latitude')}
                  {text('longitude')}
                  {text('radiusMeters', 'number')}
                </div>
              ) : null}
              {draft.areaKind === 'polygon'
                ? field(
                    'points',
                    <>
                      <TextArea
                        id="dc-att-rule-points"
                        fill
                        rows={6}
                        disabled={!canEdit}
                        value={draft.points}
                        placeholder={'31.2304, 121.4737\n31.2310, 121.4750\n31.2296, 121.4755'}
                        intent={problemOf('points') ? Intent.DANGER : Intent.NONE}
                        onChange={(event) => set({ points: event.currentTarget.value })}
                        aria-describedby="dc-att-points-help"
                      />
                      <p id="dc-att-points-help" className="dc-att-hint">
                        {t('apps.attendance.rules.pointsHelp')}
                      </p>
                    </>,
                  )
                : null}
            </div>
            <AreaPreview area={areaOf(draft)} />
          </div>
          <div className="dc-att-actions">
            {canEdit ? (
              <Button
                type="submit"
                intent={Intent.PRIMARY}
                text={t('apps.attendance.rules.save')}
                loading={saving}
              />
            ) : null}
            {canDelete && effective.source === 'own' ? (
              <Button
                intent={Intent.DANGER}
                variant="outlined"
                text={t('apps.attendance.rules.remove')}
                onClick={() => void remove()}
              />
            ) : null}
          </div>
        </form>
      )}
      {alert}
    </div>
  );
}
