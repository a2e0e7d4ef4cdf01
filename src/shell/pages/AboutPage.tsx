import { Card, H3, HTMLTable } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import pkg from '../../../package.json';

/** spec §2 about: product version, build time and the dependencies with their versions. */
export function AboutPage() {
  const { t } = useTranslation();
  const dependencies = Object.entries(pkg.dependencies as Record<string, string>);
  return (
    <Card className="dc-about">
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
        </tbody>
      </HTMLTable>
      <H3>{t('sys.about.dependencies')}</H3>
      <HTMLTable compact striped>
        <tbody>
          {dependencies.map(([name, version]) => (
            <tr key={name}>
              <td>{name}</td>
              <td>{version}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </Card>
  );
}
