import { Button, HTMLSelect, InputGroup, Intent, Tag } from '@blueprintjs/core';
import { PauseIcon, PlayIcon, TrashIcon } from '@blueprintjs/icons';
import { observer } from 'mobx-react-lite';
import { type UIEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  followServiceLog,
  LIVE_LOG_CAPACITY,
  SERVICE_LOG_LEVELS,
  SERVICE_LOG_TOPIC,
  type ServiceLogLevel,
  type ServiceLogLine,
} from '../../contract/operations';
import { useKitCore } from '../kit';
import { useRealtimeClient, useRealtimeTopic } from '../kit/realtime';
import { LiveLogBuffer } from './liveLogBuffer';
import { formatLogTime, levelIntent } from './logText';

const ROW_HEIGHT = 22;
const VIEW_HEIGHT = 440;
const OVERSCAN = 10;
/** Renews the server's 30 s lease well before it ends. */
const RENEW_MS = 20_000;

/**
 * The live log: new lines as the server writes them, holding the last 5,000; filterable and
 * pausable while streaming. Only the rows in view are drawn, and the view redraws at most once a frame,
 * so 2,000 lines a second do not freeze the page.
 */
export const LiveLogView = observer(function LiveLogView() {
  const { t } = useTranslation();
  const { http } = useKitCore();
  const client = useRealtimeClient(true);
  const buffer = useMemo(() => new LiveLogBuffer(LIVE_LOG_CAPACITY), []);
  const [version, setVersion] = useState(0);
  const [text, setText] = useState('');
  const [level, setLevel] = useState<ServiceLogLevel | ''>('');
  const [scrollTop, setScrollTop] = useState(0);
  const stickToEnd = useRef(true);
  const viewport = useRef<HTMLDivElement | null>(null);
  const frame = useRef<number | null>(null);

  // Ask for the lines, and keep asking while the view is open.
  useEffect(() => {
    const follow = () =>
      void http.call(followServiceLog, {}, { errorMessageMode: 'none' }).catch(() => undefined);
    follow();
    const timer = setInterval(follow, RENEW_MS);
    return () => clearInterval(timer);
  }, [http]);

  const onLines = useCallback(
    (data: { lines: ServiceLogLine[]; dropped?: number }) => {
      buffer.push(data.lines, data.dropped ?? 0);
      frame.current ??= requestAnimationFrame(() => {
        frame.current = null;
        setVersion(buffer.version);
      });
    },
    [buffer],
  );
  useRealtimeTopic(client, SERVICE_LOG_TOPIC, onLines);
  useEffect(
    () => () => {
      if (frame.current !== null) cancelAnimationFrame(frame.current);
    },
    [],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: version is the buffer's change counter
  const rows = useMemo(
    () => buffer.visible({ text, level: level || undefined }),
    [buffer, version, text, level],
  );
  // Follow the newest line unless the reader scrolled up.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when new rows arrive
  useEffect(() => {
    const element = viewport.current;
    if (element && stickToEnd.current) element.scrollTop = element.scrollHeight;
  }, [rows.length, version]);
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const element = event.currentTarget;
    stickToEnd.current = element.scrollTop + element.clientHeight >= element.scrollHeight - ROW_HEIGHT;
    setScrollTop(element.scrollTop);
  };
  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(rows.length, Math.ceil((scrollTop + VIEW_HEIGHT) / ROW_HEIGHT) + OVERSCAN);

  return (
    <div className="dc-live-log" data-testid="live-log">
      <div className="dc-filter-bar" part="filter-bar">
        <InputGroup
          aria-label={t('operations.serviceLog.live.filter')}
          placeholder={t('operations.serviceLog.live.filter')}
          value={text}
          onValueChange={setText}
        />
        <HTMLSelect
          iconProps={{ title: t('kit.assistive.openDropdown') }}
          aria-label={t('operations.serviceLog.lowestLevel')}
          value={level}
          onChange={(event) => setLevel(event.currentTarget.value as ServiceLogLevel | '')}
          options={[
            { value: '', label: t('operations.serviceLog.allLevels') },
            ...SERVICE_LOG_LEVELS.map((value) => ({
              value,
              label: t(`operations.serviceLog.levels.${value}`),
            })),
          ]}
        />
        <Button
          icon={buffer.paused ? <PlayIcon /> : <PauseIcon />}
          text={
            buffer.paused ? t('operations.serviceLog.live.resume') : t('operations.serviceLog.live.pause')
          }
          onClick={() => {
            if (buffer.paused) buffer.resume();
            else buffer.pause();
            setVersion(buffer.version);
          }}
        />
        <Button
          icon={<TrashIcon />}
          text={t('operations.serviceLog.live.clear')}
          onClick={() => {
            buffer.clear();
            setVersion(buffer.version);
          }}
        />
      </div>
      <div className="dc-live-status" role="status" aria-live="polite">
        {client && !client.online ? (
          <Tag intent={Intent.WARNING} minimal>
            {t('operations.serviceLog.live.offline')}
          </Tag>
        ) : null}{' '}
        {buffer.paused
          ? t('operations.serviceLog.live.paused', { count: buffer.waiting })
          : t('operations.serviceLog.live.following', { count: buffer.size, capacity: LIVE_LOG_CAPACITY })}
        {buffer.skipped ? ` · ${t('operations.serviceLog.live.dropped', { count: buffer.skipped })}` : ''}
      </div>
      <div
        className="dc-live-viewport"
        ref={viewport}
        onScroll={onScroll}
        style={{ height: VIEW_HEIGHT }}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling log must take the keyboard to scroll
        tabIndex={0}
        role="log"
        aria-label={t('operations.serviceLog.tabs.live')}
      >
        {rows.length === 0 ? (
          <div className="dc-live-empty">{t('operations.serviceLog.live.waiting')}</div>
        ) : (
          <div style={{ height: rows.length * ROW_HEIGHT, position: 'relative' }}>
            {rows.slice(first, last).map((line, offset) => (
              <div
                // biome-ignore lint/suspicious/noArrayIndexKey: a row is a position in the virtual list
                key={`${first + offset}-${line.time}`}
                className={`dc-live-line dc-level-${line.level}`}
                style={{ top: (first + offset) * ROW_HEIGHT, height: ROW_HEIGHT }}
                title={line.raw}
              >
                <span className="dc-live-time">{formatLogTime(line.time)}</span>
                <Tag minimal intent={levelIntent(line.level)} className="dc-live-level">
                  {t(`operations.serviceLog.levels.${line.level}`)}
                </Tag>
                {line.reqId ? <span className="dc-live-req">{line.reqId}</span> : null}
                <span className="dc-live-msg">{line.msg}</span>
              </div>
            ))}
          </div>
        )}
      </div>
    </div>
  );
});
