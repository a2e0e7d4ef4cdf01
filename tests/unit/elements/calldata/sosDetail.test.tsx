import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallRecord, MediaRecord, PttRecord, SosAlarm } from '../../../../src/contract/calldata';
import type { EndpointDef } from '../../../../src/contract/endpoint';
import { SosDetail } from '../../../../src/elements/sos-list/SosDetail';
import { createKitHarness, useLocale, withCore } from '../elementTestHarness';
import { sampleAlarm } from './sampleAlarm';

const CALL: CallRecord = {
  id: '41',
  direction: 'outbound',
  callerName: 'Farah Silva',
  callerNumber: '8001001',
  calleeName: 'Dispatch Desk',
  calleeNumber: '8001900',
  startTime: Date.UTC(2026, 10, 22, 5, 31, 0),
  answerTime: Date.UTC(2026, 10, 22, 5, 31, 5),
  endTime: Date.UTC(2026, 10, 22, 5, 32, 0),
  durationSec: 55,
  billedSec: 55,
  status: 'answered',
  hangupCause: 'NORMAL_CLEARING',
  callType: 'audio',
  hasRecording: true,
  simulated: false,
};

const BURST: PttRecord = {
  id: '77',
  groupName: 'Night shift',
  talkerName: 'Farah Silva',
  talkerExtension: '8001001',
  startTime: Date.UTC(2026, 10, 22, 5, 30, 30),
  endTime: Date.UTC(2026, 10, 22, 5, 30, 40),
  durationMs: 10_000,
  latitude: null,
  longitude: null,
  address: '',
  emergency: true,
  fileId: '900',
  simulated: false,
};

const CLIP: MediaRecord = {
  id: '3',
  memberName: 'Farah Silva',
  memberAccount: 'farah.silva01',
  groupName: 'Night shift',
  startTime: Date.UTC(2026, 10, 22, 5, 30, 10),
  durationSec: 20,
  mediaType: 'video',
  size: 2_000_000,
  latitude: null,
  longitude: null,
  address: '',
  fileId: '901',
  thumbnailFileId: null,
};

/** A signed URL answer as the mediaUrl endpoints give it. */
function signed(payload: unknown) {
  return { url: `/api/calldata/media/${(payload as { fileId: string }).fileId}?exp=1&sig=x`, expiresAt: 0 };
}

/** A resolved alarm with a position, both steps and their notes, and every kind of link. */
const RESOLVED = sampleAlarm('5', {
  memberName: 'Farah Silva',
  deviceId: 'IMEI-000123',
  latitude: 31.2304163,
  longitude: 121.4737019,
  accuracyM: 12,
  address: 'Dock 4',
  status: 'resolved',
  acknowledgedBy: 'acme',
  acknowledgedAt: new Date(2026, 10, 22, 13, 31, 0).getTime(),
  closedBy: 'acme-ops',
  closedAt: new Date(2026, 10, 22, 13, 45, 0).getTime(),
  notes: '2026-11-22 13:31:00 acme: Calling the member\n2026-11-22 13:45:00 acme-ops: Member is safe',
  relatedCdrId: '41',
  relatedPttId: '77',
  relatedMediaId: '3',
});

function harnessWith(codes: string[], answers: Record<string, (payload: unknown) => unknown>) {
  const harness = createKitHarness({ role: 'ENTERPRISE_CHILDUSER' });
  harness.root.user.setToken('token-1');
  harness.root.permission.setPermCodeList(codes);
  harness.http.call.mockImplementation(async (endpoint: EndpointDef, payload: unknown) => {
    const answer = answers[endpoint.path];
    if (!answer) throw new Error(`unexpected ${endpoint.path}`);
    return answer(payload);
  });
  return harness;
}

function show(harness: ReturnType<typeof harnessWith>, alarm: SosAlarm, onStep = vi.fn()) {
  render(withCore(harness.core, <SosDetail alarm={alarm} onClose={() => {}} onStep={onStep} />));
  return onStep;
}

async function flush() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

function field(name: string): HTMLElement {
  return document.querySelector<HTMLElement>(`[data-field="${name}"]`)!;
}

function related(kind: 'call' | 'ptt' | 'media'): HTMLElement {
  return document.querySelector<HTMLElement>(`[data-related="${kind}"]`)!;
}

describe('<sos-list> detail drawer', () => {
  beforeEach(async () => {
    await useLocale('en');
  });
  afterEach(async () => {
    cleanup();
    await useLocale('zh_CN');
  });

  it('shows member, device, position with accuracy and address, who moved it and when, and the notes', async () => {
    show(harnessWith([], {}), { ...RESOLVED, relatedCdrId: null, relatedPttId: null, relatedMediaId: null });
    expect(screen.getByText('Alarm of Farah Silva')).toBeTruthy();
    expect(field('deviceId').textContent).toBe('IMEI-000123');
    expect(field('alarmType').textContent).toBe('SOS');
    expect(field('coordinates').textContent).toBe('31.230416, 121.473702');
    expect(field('accuracyM').textContent).toBe('± 12 m');
    expect(field('address').textContent).toBe('Dock 4');
    const steps = within(document.querySelector<HTMLElement>('[part="history"]')!).getAllByRole('listitem');
    expect(steps.map((step) => step.dataset.status)).toEqual(['open', 'acknowledged', 'resolved']);
    expect(steps[0].textContent).toContain('Raised by Farah Silva (device IMEI-000123)');
    expect(steps[1].textContent).toBe('2026-11-22 13:31:00 Acknowledged by acme');
    expect(steps[2].textContent).toBe('2026-11-22 13:45:00 Resolved by acme-ops');
    const notes = within(document.querySelector<HTMLElement>('[part="notes"]')!).getAllByRole('listitem');
    expect(notes.map((note) => note.textContent)).toEqual([
      '2026-11-22 13:31:00 acme Calling the member',
      '2026-11-22 13:45:00 acme-ops Member is safe',
    ]);
    expect(screen.getByText('Nothing linked')).toBeTruthy();
  });

  it('an alarm without a fix says so and shows no accuracy; a false alarm is named so; a free note is kept', async () => {
    show(
      harnessWith([], {}),
      sampleAlarm('6', {
        status: 'false_alarm',
        acknowledgedBy: 'acme',
        acknowledgedAt: Date.UTC(2026, 10, 22, 5, 31, 0),
        closedBy: 'acme',
        closedAt: Date.UTC(2026, 10, 22, 5, 40, 0),
        accuracyM: 20,
        // A note not written by the workflow (the demo seed's) is shown as it is.
        notes: 'Checked on site',
      }),
    );
    expect(field('coordinates').textContent).toBe('No position reported');
    expect(field('accuracyM')).toBeNull();
    expect(field('address').textContent).toBe('Unknown');
    expect(document.querySelector('[part="history"] [data-status="false_alarm"]')?.textContent).toContain(
      'False alarm by acme',
    );
    expect(document.querySelector('[part="notes"]')?.textContent?.trim()).toBe('Checked on site');
  });

  it('reads the linked call and opens it in the call records’ drawer with its players', async () => {
    const harness = harnessWith(['cdr:search'], {
      '/cdr/get': () => CALL,
      '/cdr/files': () => ({ files: [] }),
    });
    show(harness, { ...RESOLVED, relatedPttId: null, relatedMediaId: null });
    await flush();
    expect(harness.http.call).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/cdr/get' }),
      { id: '41' },
      { errorMessageMode: 'none' },
    );
    expect(related('call').textContent).toContain('Farah Silva → Dispatch Desk');
    fireEvent.click(within(related('call')).getByRole('button', { name: 'Open call' }));
    await flush();
    expect(harness.http.call).toHaveBeenCalledWith(expect.objectContaining({ path: '/cdr/files' }), {
      id: '41',
    });
    expect(document.querySelector('td[data-field="calleeNumber"]')?.textContent).toBe('8001900');
  });

  it('plays the linked PTT burst and video clip through their signed URLs', async () => {
    const harness = harnessWith(['pttrecord:search', 'claptrans:search'], {
      '/pttrecord/get': () => BURST,
      '/pttrecord/mediaUrl': signed,
      '/claptrans/get': () => CLIP,
      '/claptrans/mediaUrl': signed,
    });
    show(harness, { ...RESOLVED, relatedCdrId: null });
    await flush();
    await flush();
    expect(related('ptt').textContent).toContain('Night shift');
    expect(related('ptt').querySelector('audio')?.getAttribute('src')).toBe(
      '/api/calldata/media/900?exp=1&sig=x',
    );
    expect(related('media').textContent).toContain('Video');
    expect(related('media').querySelector('video')?.getAttribute('src')).toBe(
      '/api/calldata/media/901?exp=1&sig=x',
    );
  });

  it('a link the session may not open is not fetched; a link whose record is gone says so', async () => {
    const harness = harnessWith(['claptrans:search'], {
      '/claptrans/get': () => {
        throw new Error('not found');
      },
    });
    show(harness, { ...RESOLVED, relatedCdrId: null });
    await flush();
    expect(related('ptt').dataset.state).toBe('forbidden');
    expect(related('ptt').textContent).toContain('You may not open records of this kind');
    expect(harness.http.call).not.toHaveBeenCalledWith(
      expect.objectContaining({ path: '/pttrecord/get' }),
      expect.anything(),
      expect.anything(),
    );
    expect(related('media').dataset.state).toBe('missing');
    expect(related('media').textContent).toContain('No longer available');
  });

  it('offers the steps the alarm allows to sessions with sos:edit, and hands the choice on', async () => {
    const acknowledged = sampleAlarm('8', {
      status: 'acknowledged',
      acknowledgedBy: 'acme',
      acknowledgedAt: Date.UTC(2026, 10, 22, 5, 31, 0),
    });
    const onStep = show(harnessWith(['sos:search', 'sos:edit'], {}), acknowledged);
    const actions = within(document.querySelector<HTMLElement>('[part="detail-actions"]')!);
    expect(actions.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Resolve',
      'False alarm',
    ]);
    fireEvent.click(actions.getByRole('button', { name: 'False alarm' }));
    expect(onStep).toHaveBeenCalledWith(acknowledged, 'false_alarm');
  });

  it('a session without sos:edit sees no workflow steps; an alarm without notes says so', () => {
    show(harnessWith(['sos:search'], {}), sampleAlarm('9'));
    expect(document.querySelector('[part="detail-actions"]')?.querySelectorAll('button')).toHaveLength(0);
    expect(screen.getByText('No notes')).toBeTruthy();
  });
});
