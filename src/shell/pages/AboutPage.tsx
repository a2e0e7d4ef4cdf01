import { Card, H3, H5, HTMLTable } from '@blueprintjs/core';
import dayjs from 'dayjs';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DATE_TIME_FORMAT } from '../../core/config/constants';
import { useShell } from '../app/ConsoleContext';

type VersionList = [name: string, version: string][];

/**
 * The console's dependencies at their installed versions, read from node_modules when the console is built
 * (vite.config.ts); only the about page reads it. Absent outside a Vite build (unit tests).
 */
declare const __CONSOLE_DEPENDENCIES__: { runtime: VersionList; development: VersionList } | undefined;

const DEPENDENCIES =
  typeof __CONSOLE_DEPENDENCIES__ === 'object' && __CONSOLE_DEPENDENCIES__
    ? __CONSOLE_DEPENDENCIES__
    : { runtime: [], development: [] };

/** docs/behaviour.md#constants date-time format, in the viewer's time zone; a build without a time shows what it has. */
function formatBuildTime(value: string): string {
  const time = dayjs(value);
  return time.isValid() ? time.format(DATE_TIME_FORMAT) : value;
}

function DependencyTable({ caption, entries }: { caption: string; entries: VersionList }) {
  return (
    <>
      <H5>{caption}</H5>
      <HTMLTable compact striped className="dc-about__deps">
        <tbody>
          {entries.map(([name, version]) => (
            <tr key={name} data-testid="about-dependency">
              <td>{name}</td>
              <td>{version}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </>
  );
}

/** docs/behaviour.md#screens-and-routes about: product version 2.10.1, build time, the platform's version, dependencies and versions. */
const AboutPage = observer(function AboutPage() {
  const { t } = useTranslation();
  const shell = useShell();
  // The platform's own version and title, fresh each time the page opens.
  useEffect(() => {
    void shell.loadSystemInfo();
  }, [shell]);
  return (
    <Card className="dc-about" data-testid="about-page">
      <H3>{t('sys.about.title')}</H3>
      <HTMLTable compact>
        <tbody>
          <tr>
            <th>{t('sys.about.version')}</th>
            <td data-testid="about-version">{__APP_VERSION__}</td>
          </tr>
          <tr>
            <th>{t('sys.about.buildTime')}</th>
            <td data-testid="about-build-time">{formatBuildTime(__BUILD_TIME__)}</td>
          </tr>
          <tr>
            <th>{t('shell.about.platform')}</th>
            <td data-testid="about-platform">
              {shell.systemInfo ? `${shell.systemInfo.webTitle} ${shell.systemInfo.version}` : '-'}
            </td>
          </tr>
        </tbody>
      </HTMLTable>
      <H3>{t('shell.about.references')}</H3>
      <p className="dc-about__references">
        <Link to="/reference/api" data-testid="about-api-reference">
          {t('shell.about.apiReference')}
        </Link>
        <Link to="/reference/embedding" data-testid="about-element-reference">
          {t('shell.about.elementReference')}
        </Link>
      </p>
      <H3>{t('sys.about.dependencies')}</H3>
      <DependencyTable caption={t('shell.about.runtime')} entries={DEPENDENCIES.runtime} />
      <DependencyTable caption={t('shell.about.development')} entries={DEPENDENCIES.development} />
    </Card>
  );
});

export default AboutPage;
