import { Tick } from '@blueprintjs/icons';
import { colorIsDark } from '../layout/themeColors';

export interface ColorSwatchesProps {
  label: string;
  colors: readonly string[];
  value: string;
  onChange: (color: string) => void;
  testId: string;
}

/** A row of preset colours (docs/behaviour.md#constants: 9 theme colours, 11 header and 11 sidebar backgrounds). */
export function ColorSwatches({ label, colors, value, onChange, testId }: ColorSwatchesProps) {
  return (
    <div className="dc-swatches" role="radiogroup" aria-label={label} data-testid={testId}>
      {colors.map((color) => {
        const chosen = color.toLowerCase() === value.toLowerCase();
        return (
          // biome-ignore lint/a11y/useSemanticElements: a coloured button reads better than a native radio.
          <button
            key={color}
            type="button"
            role="radio"
            aria-checked={chosen}
            aria-label={color}
            title={color}
            className={chosen ? 'dc-swatches__item is-chosen' : 'dc-swatches__item'}
            style={{ background: color }}
            data-color={color}
            onClick={() => onChange(color)}
          >
            {chosen ? <Tick size={12} color={colorIsDark(color) ? '#fff' : '#1c2127'} /> : null}
          </button>
        );
      })}
    </div>
  );
}
