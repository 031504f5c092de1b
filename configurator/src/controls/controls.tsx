// The settings controls. Each edits one value of the configuration through the store and applies only what
// the control's rule accepts (rules.ts); labels sit in a right-aligned 9rem column. A control that applies while
// it is being used (a number or colour typed, a colour dragged in its picker, the angle dial dragged) marks the
// edit's start and end (`useEdit`), so all it applies between them is one undo step.
import { useEffect, useState, type ComponentProps } from 'react';
import {
  ActionIcon,
  AngleSlider,
  Box,
  Button,
  ColorInput,
  Group,
  NumberInput,
  Popover,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { useId } from '@mantine/hooks';
import { Row } from './row';
import { useEdit } from '../state/use-configurator';
import { VALUE_MESSAGES, type BorderRule, type Gradient, type GradientType, type NumberRule, type PaddingRule, type TextRule, type UrlRule } from '@bookla/runtime/config';
import {
  BORDER_STYLES,
  RADIAL_POSITIONS,
  addGradientColor,
  canAddColor,
  canRemoveColor,
  controlValue,
  formatBorder,
  gradientCss,
  isHexColor,
  parseAngle,
  parseBorder,
  parseNumberInput,
  parsePadding,
  removeGradientColor,
  setGradientType,
  type BorderStyle,
} from './rules';

/**
 * A text setting that applies on blur (and Enter), so typing does not rebuild the preview per key. It stops at the
 * rule's length; text the widgets would drop (a blank required text, a malformed locale or address) shows the rule's
 * message and goes back to the last applied value on blur. An emptied setting that may be none applies null.
 */
export function TextField(props: { label: string; value: string | null; rule: TextRule | UrlRule; onChange(v: string | null): void; placeholder?: string }) {
  const id = useId();
  const [text, setText] = useState(props.value ?? '');
  useEffect(() => setText(props.value ?? ''), [props.value]);
  const value = controlValue(props.rule, text) as string | null | undefined;
  return (
    <Row label={props.label} htmlFor={id}>
      <TextInput
        id={id}
        size="xs"
        value={text}
        placeholder={props.placeholder}
        maxLength={props.rule.maxLength}
        error={value === undefined ? props.rule.message : undefined}
        onChange={(e) => setText(e.currentTarget.value)}
        onBlur={() => (value === undefined ? setText(props.value ?? '') : value !== props.value && props.onChange(value))}
        onKeyDown={(e) => e.key === 'Enter' && (e.currentTarget as HTMLInputElement).blur()}
      />
    </Row>
  );
}

/**
 * A colour typed or picked: '#' + 3 or 6 hex digits is applied at once, other text is not and goes back to the last
 * valid colour on blur (with `withError`, saying why meanwhile). It shows the value it is given, so an undo or an
 * import reaches an open picker too. Everything applied while it has the focus (typing, drags in its picker) is
 * one edit.
 */
function HexInput({ value, onChange, withError, ...props }: { value: string; onChange(v: string): void; withError?: boolean } & Omit<ComponentProps<typeof ColorInput>, 'value' | 'onChange'>) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const edit = useEdit();
  return (
    <ColorInput
      size="xs"
      format="hex"
      withEyeDropper={false}
      {...props}
      value={text}
      onChange={(v) => {
        setText(v);
        if (isHexColor(v) && v !== value) onChange(v);
      }}
      onFocus={edit.begin}
      onBlur={() => {
        if (!isHexColor(text)) setText(value);
        edit.end();
      }}
      error={withError && !isHexColor(text) ? VALUE_MESSAGES.colour : undefined}
    />
  );
}

/** Colour: '#' + 3 or 6 hex digits; other text is not applied and reverts to the last valid value on blur. */
export function ColorField({ label, value, onChange }: { label: string; value: string; onChange(v: string): void }) {
  const id = useId();
  return (
    <Row label={label} htmlFor={id}>
      <HexInput id={id} value={value} onChange={onChange} withError />
    </Row>
  );
}

/**
 * Number: non-numeric text shows 0 and is not applied; values outside the rule's min..max (or fractions where it
 * takes whole numbers) are not applied.
 */
export function NumberField(props: { label: string; value: number; rule: NumberRule; onChange(v: number): void; step?: number; suffix?: string }) {
  const id = useId();
  const { rule } = props;
  const [shown, setShown] = useState<number | string>(props.value);
  useEffect(() => setShown(props.value), [props.value]);
  const edit = useEdit();
  return (
    <Row label={props.label} htmlFor={id}>
      <NumberInput
        id={id}
        size="xs"
        value={shown}
        min={rule.min}
        max={rule.max}
        allowDecimal={!rule.whole}
        allowNegative={rule.min < 0}
        step={props.step ?? 1}
        suffix={props.suffix}
        onChange={(v) => {
          const n = controlValue(rule, v) as number | undefined;
          setShown(n === undefined && typeof v === 'string' && !/^-?\d/.test(v) ? 0 : v);
          if (n !== undefined && n !== props.value) props.onChange(n);
        }}
        onFocus={edit.begin}
        onBlur={() => {
          setShown(props.value);
          edit.end();
        }}
      />
    </Row>
  );
}

export function SelectField<T extends string>(props: { label: string; value: T; data: readonly { value: T; label: string }[]; onChange(v: T): void }) {
  const id = useId();
  // Dropdown items never carry an empty-string value: a blank choice would be indistinguishable from none.
  const data = props.data.filter((d) => d.value !== '');
  return (
    <Row label={props.label} htmlFor={id}>
      <Select id={id} size="xs" value={props.value} data={data} allowDeselect={false} onChange={(v) => v && props.onChange(v as T)} />
    </Row>
  );
}

export function SwitchField({ label, checked, onChange }: { label: string; checked: boolean; onChange(v: boolean): void }) {
  const id = useId();
  return (
    <Row label={label} htmlFor={id}>
      <Switch id={id} checked={checked} onChange={(e) => onChange(e.currentTarget.checked)} aria-label={label} />
    </Row>
  );
}

/** Border: 'width style color' with width 0–20 px (the rule's), or none. */
export function BorderField({ label, value, rule, onChange }: { label: string; value: string; rule: BorderRule; onChange(v: string): void }) {
  const parts = parseBorder(value);
  const id = useId();
  const widthEdit = useEdit();
  const base = parts ?? { width: 1, style: 'solid' as BorderStyle, color: '#d1d5db' };
  return (
    <Row label={label} htmlFor={id}>
      <Stack gap={4}>
        {/* The switch is named by the row's label (a second 'Border' beside it was read 'Border Border' and left
            the width and style fields too narrow to show '1px' and 'solid'); the fields wrap in a narrow pane
            rather than shrink until their values are cut. */}
        <Group gap={6} wrap="wrap">
          <Switch id={id} size="xs" checked={!!parts} onChange={(e) => onChange(formatBorder(e.currentTarget.checked ? base : null))} />
          {parts && (
            <>
              <NumberInput
                size="xs"
                w={56}
                aria-label={`${label} width`}
                value={parts.width}
                min={0}
                max={rule.maxWidth}
                allowNegative={false}
                allowDecimal={false}
                clampBehavior="strict"
                suffix="px"
                onChange={(v) => {
                  const n = parseNumberInput(v, 0, rule.maxWidth);
                  if (n !== null) onChange(formatBorder({ ...parts, width: n }));
                }}
                onFocus={widthEdit.begin}
                onBlur={widthEdit.end}
              />
              <Select
                size="xs"
                w={84}
                aria-label={`${label} style`}
                value={parts.style}
                allowDeselect={false}
                data={BORDER_STYLES.map((s) => ({ value: s, label: s }))}
                onChange={(v) => v && onChange(formatBorder({ ...parts, style: v as BorderStyle }))}
              />
            </>
          )}
        </Group>
        {parts && <HexInput aria-label={`${label} colour`} value={parts.color} onChange={(v) => onChange(formatBorder({ ...parts, color: v }))} />}
      </Stack>
    </Row>
  );
}

/** Padding: a number or 1–4 px values (top right bottom left) within the rule's; applied on blur when valid, else reverted. */
export function PaddingField({ label, value, rule, onChange }: { label: string; value: number | string; rule: PaddingRule; onChange(v: number | string): void }) {
  const id = useId();
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const parsed = (controlValue(rule, text) as number | string | undefined) ?? null;
  return (
    <Row label={label} htmlFor={id}>
      <TextInput
        id={id}
        size="xs"
        value={text}
        description="1–4 px values: top right bottom left"
        // Mantine's dimmed description is under 4.5:1 on the open section's grey.
        styles={{ description: { color: 'var(--bookla-color-muted)' } }}
        error={parsed === null ? rule.message : undefined}
        onChange={(e) => setText(e.currentTarget.value)}
        onBlur={() => (parsed === null ? setText(String(value)) : parsed !== value && onChange(parsed))}
      />
    </Row>
  );
}

/** A colour picker opened inside a popover: in its DOM, and without a fade (ColorInput's own default). */
const NESTED_PICKER = { withinPortal: false, transitionProps: { transition: 'fade', duration: 0 } } as const;

const GRADIENT_TYPES: { value: GradientType; label: string }[] = [
  { value: 'solid', label: 'Solid' },
  { value: 'linear', label: 'Linear' },
  { value: 'radial', label: 'Radial' },
];

/**
 * A background that may be a gradient: the popover (20rem) edits type, colours, angle or position. `value`
 * undefined means a plain colour (`solidColor`); choosing solid with one colour sets the colour itself.
 */
export function GradientField(props: { label: string; solidColor: string; value: Gradient | undefined; onChange(g: Gradient | undefined, solid?: string): void }) {
  const g: Gradient = props.value ?? { type: 'solid', colors: [props.solidColor] };
  const dial = useEdit();
  const degrees = useEdit();
  const apply = (next: Gradient) => {
    if (next.type === 'solid' && next.colors.length === 1) props.onChange(undefined, next.colors[0]);
    else props.onChange(next);
  };
  return (
    <Row label={props.label}>
      {/* However it closes (Escape, a click outside), the focus goes back to its button, not to the page's body. */}
      <Popover width="20rem" position="bottom-start" withArrow trapFocus returnFocus shadow="md">
        <Popover.Target>
          <Button
            size="xs"
            variant="default"
            fullWidth
            justify="space-between"
            aria-label={`${props.label}: ${g.type}`}
            rightSection={<Box data-colour-preview w={40} h={16} style={{ borderRadius: 4, background: gradientCss(g), border: '1px solid var(--mantine-color-default-border)' }} />}
          >
            {GRADIENT_TYPES.find((t) => t.value === g.type)!.label}
          </Button>
        </Popover.Target>
        <Popover.Dropdown>
          <Stack gap="xs">
            <SegmentedControl size="xs" fullWidth aria-label="Gradient type" data={GRADIENT_TYPES} value={g.type} onChange={(t) => apply(setGradientType(g, t as GradientType))} />
            {g.colors.map((c, i) => (
              <Group key={`${i}:${g.colors.length}`} gap={6} wrap="nowrap">
                <HexInput
                  style={{ flex: 1 }}
                  aria-label={`Colour ${i + 1}`}
                  value={c}
                  onChange={(v) => apply({ ...g, colors: g.colors.map((x, j) => (j === i ? v : x)) })}
                  // Its picker opens inside this popover, not in a portal of its own: a press in a portal outside
                  // counted as a click outside and closed this popover, and the colour input with it, mid-drag.
                  popoverProps={NESTED_PICKER}
                />
                <ActionIcon variant="subtle" color="gray" aria-label={`Remove colour ${i + 1}`} disabled={!canRemoveColor(g)} onClick={() => apply(removeGradientColor(g, i))}>
                  ×
                </ActionIcon>
              </Group>
            ))}
            {canAddColor(g) && (
              <Button size="xs" variant="light" onClick={() => apply(addGradientColor(g))}>
                Add colour
              </Button>
            )}
            {g.type === 'linear' && (
              <Group gap="sm">
                <AngleSlider
                  aria-label="Angle"
                  size={64}
                  step={1}
                  value={g.angle ?? 90}
                  onChange={(a) => {
                    const n = parseAngle(a);
                    if (n !== null) apply({ ...g, angle: n });
                  }}
                  // A drag is one edit; each arrow key press is one of its own.
                  onScrubStart={dial.begin}
                  onScrubEnd={dial.end}
                />
                <NumberInput
                  size="xs"
                  w={90}
                  aria-label="Angle in degrees"
                  value={g.angle ?? 90}
                  min={0}
                  max={360}
                  allowDecimal={false}
                  allowNegative={false}
                  clampBehavior="strict"
                  suffix="°"
                  onChange={(v) => {
                    const n = parseAngle(v);
                    if (n !== null) apply({ ...g, angle: n });
                  }}
                  onFocus={degrees.begin}
                  onBlur={degrees.end}
                />
              </Group>
            )}
            {g.type === 'radial' && (
              <Select
                size="xs"
                label="Position"
                allowDeselect={false}
                value={g.position ?? 'center'}
                data={RADIAL_POSITIONS.map((p) => ({ value: p, label: p }))}
                onChange={(p) => p && apply({ ...g, position: p as Gradient['position'] })}
              />
            )}
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Row>
  );
}
