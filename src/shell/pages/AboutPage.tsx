import { Card, H3, H5, HTMLTable } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import pkg from '../../../package.json';
import { useShell } from '../app/ConsoleContext';

function DependencyTable({ caption, entries }: { caption: string; entries: [string, string][] }) {
  return (
    <>
      <H5>{caption}</H5>
      <HTMLTable compact striped className="dc-about__deps">
        <tbody>
          {entries.map(([name, version]) => (
            <tr key={name}>
              <td>{name}</td>
              <td>{version}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </>
  );
}

/** spec §2 about: product version 2.10.1, build time, the platform's version, dependencies and versions. */
const AboutPage = observer(function AboutPage() {
  const { t } = useTranslation();
  const shell = useShell();
  // The platform's own version and title, fresh each time the page opens.
  useEffect(() => {
    void shell.loadSystemInfo();
  }, [shell]);
  const dependencies = Object.entries(pkg.dependencies as Record<string, string>);
  const devDependencies = Object.entries(pkg.devDependencies as Record<string, string>);
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
            <td>{__BUILD_TIME__}</td>
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
      <DependencyTable caption={t('shell.about.runtime')} entries={dependencies} />
      <DependencyTable caption={t('shell.about.development')} entries={devDependencies} />
    </Card>
  );
});

export default AboutPage;
