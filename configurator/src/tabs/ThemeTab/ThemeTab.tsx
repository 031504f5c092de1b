import { useState } from 'react';
import { Accordion, Alert, SegmentedControl, Stack } from '@mantine/core';
import type { Gradient, Theme } from '@bookla/runtime/config';
import { BorderField, ColorField, GradientField, NumberField, PaddingField, TextField } from '../../controls/controls';
import { contrastWarning } from '../../controls/rules';
import { useConfigurator } from '../../state/use-configurator';
import { Section, humanize } from '../section';

const C = ['theme', 'colors'] as const;
const S = ['theme', 'spacing'] as const;
const T = ['theme', 'typography'] as const;

/** A background colour, or the gradient that replaces it (kept in theme._gradients under the colour's path). */
function Background({ theme, path, label }: { theme: Theme; path: string; label: string }) {
  const [, store] = useConfigurator();
  const colorPath = [...C, ...path.split('.'), ...(path === 'background' ? [] : ['background'])];
  const solid = path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], theme.colors);
  const color = (typeof solid === 'string' ? solid : (solid as { background: string }).background) as string;
  return (
    <GradientField
      label={label}
      solidColor={color}
      value={theme._gradients[path]}
      onChange={(g: Gradient | undefined, c?: string) => {
        if (g) store.set(['theme', '_gradients', path], g);
        else {
          const { [path]: _, ...rest } = theme._gradients;
          store.set(['theme', '_gradients'], rest);
          if (c) store.set(colorPath, c);
        }
      }}
    />
  );
}

function Contrast({ pairs }: { pairs: [string, string, string, string, boolean?][] }) {
  const warnings = pairs.map(([a, fa, b, fb, large]) => contrastWarning(a, fa, b, fb, large)).filter((w): w is string => !!w);
  if (!warnings.length) return null;
  return (
    <Alert color="yellow" variant="light" title="Low contrast" p="xs" styles={{ title: { color: 'var(--mantine-color-yellow-9)' } }}>
      <Stack gap={2}>{warnings.map((w) => <span key={w}>{w}</span>)}</Stack>
    </Alert>
  );
}

/** Colour fields of one element state (the toggle picks which state is edited) and its contrast check. */
function StateColors({ element, states, secondary }: { element: string; states: string[]; secondary: boolean }) {
  const [state, store] = useConfigurator();
  const theme = state.configs[state.type].theme;
  const [current, setCurrent] = useState(states[0]!);
  const colors = (theme.colors as unknown as Record<string, Record<string, Record<string, string>>>)[element]![current]!;
  const p = [...C, element, current];
  return (
    <Stack gap={8}>
      <SegmentedControl size="xs" aria-label={`${humanize(element)} state`} data={states.map((s) => ({ value: s, label: humanize(s) }))} value={current} onChange={setCurrent} />
      <Background theme={theme} path={`${element}.${current}`} label="Background" />
      <ColorField label="Text" value={colors.text!} onChange={(v) => store.set([...p, 'text'], v)} />
      {secondary && <ColorField label="Secondary text" value={colors.secondaryText!} onChange={(v) => store.set([...p, 'secondaryText'], v)} />}
      <BorderField label="Border" value={colors.border!} onChange={(v) => store.set([...p, 'border'], v)} />
      {current !== 'disabled' && (
        <Contrast
          pairs={[
            [`${humanize(current)} text`, colors.text!, 'its background', colors.background!],
            ...(secondary ? [[`${humanize(current)} secondary text`, colors.secondaryText!, 'its background', colors.background!] as [string, string, string, string]] : []),
          ]}
        />
      )}
    </Stack>
  );
}

function BoxSpacing({ element }: { element: 'button' | 'iconButton' | 'item' | 'list' | 'form' | 'summary' }) {
  const [state, store] = useConfigurator();
  const sp = state.configs[state.type].theme.spacing[element];
  return (
    <>
      <PaddingField label="Padding" value={sp.padding} onChange={(v) => store.set([...S, element, 'padding'], v)} />
      <NumberField label="Border radius" value={sp.borderRadius} min={0} max={100} suffix="px" onChange={(v) => store.set([...S, element, 'borderRadius'], v)} />
    </>
  );
}

function Buttons() {
  const [kind, setKind] = useState<'button' | 'secondaryButton' | 'iconButton'>('button');
  return (
    <>
      <SegmentedControl
        size="xs"
        aria-label="Button kind"
        data={[
          { value: 'button', label: 'Primary' },
          { value: 'secondaryButton', label: 'Secondary' },
          { value: 'iconButton', label: 'Icon' },
        ]}
        value={kind}
        onChange={(k) => setKind(k as typeof kind)}
      />
      <StateColors key={kind} element={kind} states={['normal', 'hover', 'disabled']} secondary={false} />
      {kind !== 'secondaryButton' && <BoxSpacing element={kind} />}
    </>
  );
}

/** Every theme token: colours (each state), gradients, spacing, typography. */
export function ThemeTab() {
  const [state, store] = useConfigurator();
  const theme = state.configs[state.type].theme;
  const col = theme.colors;
  const sp = theme.spacing;
  const ty = theme.typography;
  return (
    <Accordion multiple defaultValue={['theme']} variant="separated" chevronPosition="right">
      <Section value="theme" title="Theme" paths={[['theme', 'colors', 'background'], ['theme', 'colors', 'text'], ['theme', 'colors', 'secondaryText'], ['theme', 'colors', 'error'], ['theme', 'colors', 'success'], ['theme', 'colors', 'border'], ['theme', '_gradients']]}>
        <Background theme={theme} path="background" label="Background" />
        {(['text', 'secondaryText', 'error', 'success', 'border'] as const).map((k) => (
          <ColorField key={k} label={humanize(k)} value={col[k]} onChange={(v) => store.set([...C, k], v)} />
        ))}
        <Contrast
          pairs={[
            ['Text', col.text, 'background', col.background],
            ['Secondary text', col.secondaryText, 'background', col.background],
            ['Error', col.error, 'background', col.background],
            ['Success', col.success, 'background', col.background],
          ]}
        />
      </Section>
      <Section value="layout" title="Layout" paths={[['theme', 'spacing', 'padding'], ['theme', 'spacing', 'borderRadius'], ['theme', 'spacing', 'gridGap'], ['theme', 'spacing', 'rowGap'], ['theme', 'spacing', 'sectionGap'], ['theme', 'spacing', 'text']]}>
        <PaddingField label="Padding" value={sp.padding} onChange={(v) => store.set([...S, 'padding'], v)} />
        {(['borderRadius', 'gridGap', 'rowGap', 'sectionGap'] as const).map((k) => (
          <NumberField key={k} label={humanize(k)} value={sp[k]} min={0} max={200} suffix="px" onChange={(v) => store.set([...S, k], v)} />
        ))}
        <NumberField label="Text gap" value={sp.text.gap} min={0} max={100} suffix="px" onChange={(v) => store.set([...S, 'text', 'gap'], v)} />
        <NumberField label="Label gap" value={sp.text.labelGap} min={0} max={100} suffix="px" onChange={(v) => store.set([...S, 'text', 'labelGap'], v)} />
      </Section>
      <Section value="typography" title="Typography" paths={[['theme', 'typography']]}>
        <TextField label="Font family" maxLength={200} value={ty.fontFamily} onChange={(v) => v.trim() && store.set([...T, 'fontFamily'], v)} />
        <NumberField label="Base size" value={ty.fontSize.base} min={8} max={40} suffix="px" onChange={(v) => store.set([...T, 'fontSize', 'base'], v)} />
        <NumberField label="Large size" value={ty.fontSize.large} min={8} max={64} suffix="px" onChange={(v) => store.set([...T, 'fontSize', 'large'], v)} />
        <NumberField label="Normal weight" value={ty.fontWeight.normal} min={100} max={900} step={100} onChange={(v) => store.set([...T, 'fontWeight', 'normal'], v)} />
        <NumberField label="Medium weight" value={ty.fontWeight.medium} min={100} max={900} step={100} onChange={(v) => store.set([...T, 'fontWeight', 'medium'], v)} />
        <NumberField label="Title line height" value={ty.lineHeight.title} min={0.8} max={3} step={0.1} onChange={(v) => store.set([...T, 'lineHeight', 'title'], v)} />
        <NumberField label="Text line height" value={ty.lineHeight.text} min={0.8} max={3} step={0.1} onChange={(v) => store.set([...T, 'lineHeight', 'text'], v)} />
      </Section>
      <Section value="buttons" title="Buttons" paths={[['theme', 'colors', 'button'], ['theme', 'colors', 'secondaryButton'], ['theme', 'colors', 'iconButton'], ['theme', 'spacing', 'button'], ['theme', 'spacing', 'iconButton']]}>
        <Buttons />
      </Section>
      <Section value="item" title="Item" paths={[['theme', 'colors', 'item'], ['theme', 'spacing', 'item']]}>
        <StateColors element="item" states={['normal', 'selected', 'hover', 'disabled']} secondary />
        <BoxSpacing element="item" />
      </Section>
      <Section value="list" title="List" paths={[['theme', 'colors', 'list'], ['theme', 'spacing', 'list']]}>
        <StateColors element="list" states={['normal', 'selected']} secondary />
        <BoxSpacing element="list" />
      </Section>
      <Section value="form" title="Form" paths={[['theme', 'colors', 'form'], ['theme', 'spacing', 'form']]}>
        <StateColors element="form" states={['normal', 'error']} secondary={false} />
        <BoxSpacing element="form" />
      </Section>
      <Section value="summary" title="Summary" paths={[['theme', 'colors', 'summary'], ['theme', 'spacing', 'summary']]}>
        <Background theme={theme} path="summary" label="Background" />
        <ColorField label="Text" value={col.summary.text} onChange={(v) => store.set([...C, 'summary', 'text'], v)} />
        <ColorField label="Secondary text" value={col.summary.secondaryText} onChange={(v) => store.set([...C, 'summary', 'secondaryText'], v)} />
        <BorderField label="Border" value={col.summary.border} onChange={(v) => store.set([...C, 'summary', 'border'], v)} />
        <Contrast pairs={[['Summary text', col.summary.text, 'summary background', col.summary.background]]} />
        <BoxSpacing element="summary" />
      </Section>
    </Accordion>
  );
}
