export * from './assistiveLabels';
export * from './i18n';
export * from './locales';
