import { memo, useState } from 'react';
import { Accordion, Alert, SegmentedControl, Stack, Text } from '@mantine/core';
import type { ColorScheme, Gradient, Theme } from '@bookla/runtime/config';
import { BorderField, ColorField, GradientField, NumberField, PaddingField, TextField } from '../../controls/controls';
import { contrastWarning, ruleAt, shownBackgrounds } from '../../controls/rules';
import { useConfiguratorSlice, useStore } from '../../state/use-configurator';
import type { Path } from '../../state/store';
import { Section, humanize } from '../section';
import { colorsKey, exportedSchemes, schemeColors, schemeContrastWarnings, shownScheme, type ShownScheme } from '../../scheme';
const S = ['theme', 'spacing'] as const;
const T = ['theme', 'typography'] as const;

const BUTTON_STATES = ['normal', 'hover', 'disabled'];
const ITEM_STATES = ['normal', 'selected', 'hover', 'disabled'];
const LIST_STATES = ['normal', 'selected'];
const FORM_STATES = ['normal', 'error'];

/**
 * The gradient slots (theme._gradients keys) of an element's backgrounds, for its section's reset: each section
 * puts back its own gradients, not the other sections' (the whole map went with the Theme section's).
 */
const gradients = (element: string, states?: string[]): Path[] =>
  states ? states.map((s) => ['theme', '_gradients', `${element}.${s}`]) : [['theme', '_gradients', element]];

/** A slice of the current type's theme; the component renders only when that slice changes. */
const useTheme = <R,>(select: (theme: Theme) => R): R => useConfiguratorSlice((s) => select(s.configs[s.type].theme));

/** The colours shown (and edited): the scheme's, for 'auto' the ones the owner chose to look at. */
const useShown = (): ShownScheme => useConfiguratorSlice((s) => shownScheme(s.configs[s.type].theme.colorScheme, s.darkShown));

/** Where the shown colours are: `theme.colors` or `theme.darkColors`. */
const useColorsPath = () => ['theme', colorsKey(useShown())] as const;

/** A background colour, or the gradient that replaces it (kept in theme._gradients under the colour's path). */
function Background({ path, label }: { path: string; label: string }) {
  const store = useStore();
  const scheme = useShown();
  const colorPath = [...useColorsPath(), ...path.split('.'), ...(path === 'background' ? [] : ['background'])];
  const solid = useTheme((t) => path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], schemeColors(t, scheme)));
  const gradient = useTheme((t) => t._gradients[path]);
  const color = (typeof solid === 'string' ? solid : (solid as { background: string }).background) as string;
  // The dark scheme is drawn solid: gradients belong to the light colours, whose texts they were chosen for.
  if (scheme === 'dark') return <ColorField label={label} value={color} onChange={(v) => store.set(colorPath, v)} />;
  return (
    <GradientField
      label={label}
      solidColor={color}
      value={gradient}
      // Back to one solid colour: the gradient goes and the colour is set, one change (one undo step).
      onChange={(g: Gradient | undefined, c?: string) =>
        store.setMany([[['theme', '_gradients', path], g], ...(!g && c ? [[colorPath, c] as const] : [])])
      }
    />
  );
}

/**
 * Warnings for text/background pairs under WCAG AA. `bgPath` names the background's gradient slot (as in
 * theme._gradients): when a gradient replaces the colour, the text is checked on each of its colours.
 */
function Contrast({ pairs, bgPath }: { pairs: [string, string, string, string, boolean?][]; bgPath: string }) {
  const dark = useShown() === 'dark';
  const gradient = useTheme((t) => (dark ? undefined : t._gradients[bgPath]));
  const warnings = pairs
    .flatMap(([a, fa, b, fb, large]) => shownBackgrounds(b, fb, gradient).map(([name, bg]) => contrastWarning(a, fa, name, bg, large)))
    .filter((w): w is string => !!w);
  if (!warnings.length) return null;
  return (
    <Alert color="yellow" variant="light" title="Low contrast" p="xs" styles={{ title: { color: 'var(--bookla-color-warning)' } }}>
      <Stack gap={2}>{warnings.map((w) => <span key={w}>{w}</span>)}</Stack>
    </Alert>
  );
}

/** Colour fields of one element state (the toggle picks which state is edited) and its contrast check. */
function StateColors({ element, states, secondary }: { element: string; states: string[]; secondary: boolean }) {
  const store = useStore();
  const [current, setCurrent] = useState(states[0]!);
  const scheme = useShown();
  const colors = useTheme((t) => (schemeColors(t, scheme) as unknown as Record<string, Record<string, Record<string, string>>>)[element]![current]!);
  const p = [...useColorsPath(), element, current];
  return (
    <Stack gap={8}>
      <SegmentedControl size="xs" aria-label={`${humanize(element)} state`} data={states.map((s) => ({ value: s, label: humanize(s) }))} value={current} onChange={setCurrent} />
      <Background path={`${element}.${current}`} label="Background" />
      <ColorField label="Text" value={colors.text!} onChange={(v) => store.set([...p, 'text'], v)} />
      {secondary && <ColorField label="Secondary text" value={colors.secondaryText!} onChange={(v) => store.set([...p, 'secondaryText'], v)} />}
      <BorderField label="Border" value={colors.border!} rule={ruleAt([...p, 'border'], 'border')} onChange={(v) => store.set([...p, 'border'], v)} />
      {current !== 'disabled' && (
        <Contrast
          bgPath={`${element}.${current}`}
          pairs={[
            [`${humanize(current)} text`, colors.text!, 'its background', colors.background!],
            ...(secondary ? [[`${humanize(current)} secondary text`, colors.secondaryText!, 'its background', colors.background!] as [string, string, string, string]] : []),
          ]}
        />
      )}
    </Stack>
  );
}

const SCHEME_CHOICES: { value: ColorScheme; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'auto', label: 'Auto' },
];
const SCHEME_NOTES: Record<ColorScheme, string> = {
  light: 'Visitors see the light colours.',
  dark: 'Visitors see the dark colours.',
  auto: 'Visitors see the light or the dark colours, as their device is set, and the widget follows when they switch.',
};

/**
 * The colour scheme visitors see, which colours the fields below edit (for 'auto', a choice that the preview shows
 * too) and, for 'auto', the low-contrast warnings of the colours not shown: the export must be readable in both.
 */
function SchemeFields() {
  const store = useStore();
  const colorScheme = useTheme((t) => t.colorScheme ?? 'light');
  const scheme = useShown();
  const other = exportedSchemes(colorScheme).find((s) => s !== scheme);
  const otherWarnings = useTheme((t) => (other ? schemeContrastWarnings(t, other).join('\n') : ''));
  return (
    <Stack gap={6} data-testid="scheme-fields">
      <Text size="sm" fw={500} id="colour-scheme-label">
        Colour scheme
      </Text>
      <SegmentedControl
        size="xs"
        aria-labelledby="colour-scheme-label"
        data={SCHEME_CHOICES}
        value={colorScheme}
        onChange={(value) => {
          const next = value as ColorScheme;
          store.set(['theme', 'colorScheme'], next);
          // Light and dark show their own colours; auto keeps showing the ones just edited.
          if (next !== 'auto') store.showDark(next === 'dark');
        }}
      />
      <Text size="xs" c="var(--bookla-color-muted)">
        {SCHEME_NOTES[colorScheme]}
      </Text>
      {colorScheme === 'auto' ? (
        <>
          <Text size="sm" fw={500} id="colours-shown-label">
            Editing and previewing
          </Text>
          <SegmentedControl
            size="xs"
            aria-labelledby="colours-shown-label"
            data={[
              { value: 'light', label: 'Light colours' },
              { value: 'dark', label: 'Dark colours' },
            ]}
            value={scheme}
            onChange={(value) => store.showDark(value === 'dark')}
          />
        </>
      ) : null}
      <Text size="xs" c="var(--bookla-color-muted)" data-testid="colours-edited">
        {scheme === 'dark' ? 'The colour fields edit the dark colours. Gradients belong to the light colours: the dark ones are solid.' : 'The colour fields edit the light colours.'}
      </Text>
      {otherWarnings && (
        <Alert color="yellow" variant="light" title={`Low contrast in the ${other} colours`} p="xs" styles={{ title: { color: 'var(--bookla-color-warning)' } }}>
          <Stack gap={2}>
            {otherWarnings.split('\n').map((w) => (
              <span key={w}>{w}</span>
            ))}
            <span>Choose the {other} colours above to fix them.</span>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}

function BoxSpacing({ element }: { element: 'button' | 'iconButton' | 'item' | 'list' | 'form' | 'summary' }) {
  const store = useStore();
  const sp = useTheme((t) => t.spacing[element]);
  return (
    <>
      <PaddingField label="Padding" value={sp.padding} rule={ruleAt([...S, element, 'padding'], 'padding')} onChange={(v) => store.set([...S, element, 'padding'], v)} />
      <NumberField label="Border radius" value={sp.borderRadius} rule={ruleAt([...S, element, 'borderRadius'], 'number')} suffix="px" onChange={(v) => store.set([...S, element, 'borderRadius'], v)} />
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
      <StateColors key={kind} element={kind} states={BUTTON_STATES} secondary={false} />
      {kind !== 'secondaryButton' && <BoxSpacing element={kind} />}
    </>
  );
}

/** The Theme section's fields: page colours and their contrast. */
function PageColors() {
  const store = useStore();
  const scheme = useShown();
  const C = useColorsPath();
  const col = useTheme((t) => schemeColors(t, scheme));
  return (
    <>
      <Background path="background" label="Background" />
      {(['text', 'secondaryText', 'error', 'success', 'border'] as const).map((k) => (
        <ColorField key={k} label={humanize(k)} value={col[k]} onChange={(v) => store.set([...C, k], v)} />
      ))}
      <Contrast
        bgPath="background"
        pairs={[
          ['Text', col.text, 'background', col.background],
          ['Secondary text', col.secondaryText, 'background', col.background],
          ['Error', col.error, 'background', col.background],
          ['Success', col.success, 'background', col.background],
        ]}
      />
    </>
  );
}

function LayoutFields() {
  const store = useStore();
  const sp = useTheme((t) => t.spacing);
  return (
    <>
      <PaddingField label="Padding" value={sp.padding} rule={ruleAt([...S, 'padding'], 'padding')} onChange={(v) => store.set([...S, 'padding'], v)} />
      {(['borderRadius', 'gridGap', 'rowGap', 'sectionGap'] as const).map((k) => (
        <NumberField key={k} label={humanize(k)} value={sp[k]} rule={ruleAt([...S, k], 'number')} suffix="px" onChange={(v) => store.set([...S, k], v)} />
      ))}
      <NumberField label="Text gap" value={sp.text.gap} rule={ruleAt([...S, 'text', 'gap'], 'number')} suffix="px" onChange={(v) => store.set([...S, 'text', 'gap'], v)} />
      <NumberField label="Label gap" value={sp.text.labelGap} rule={ruleAt([...S, 'text', 'labelGap'], 'number')} suffix="px" onChange={(v) => store.set([...S, 'text', 'labelGap'], v)} />
    </>
  );
}

function TypographyFields() {
  const store = useStore();
  const ty = useTheme((t) => t.typography);
  return (
    <>
      <TextField label="Font family" value={ty.fontFamily} rule={ruleAt([...T, 'fontFamily'], 'text')} onChange={(v) => v && store.set([...T, 'fontFamily'], v)} />
      <NumberField label="Base size" value={ty.fontSize.base} rule={ruleAt([...T, 'fontSize', 'base'], 'number')} suffix="px" onChange={(v) => store.set([...T, 'fontSize', 'base'], v)} />
      <NumberField label="Large size" value={ty.fontSize.large} rule={ruleAt([...T, 'fontSize', 'large'], 'number')} suffix="px" onChange={(v) => store.set([...T, 'fontSize', 'large'], v)} />
      <NumberField label="Normal weight" value={ty.fontWeight.normal} rule={ruleAt([...T, 'fontWeight', 'normal'], 'number')} step={100} onChange={(v) => store.set([...T, 'fontWeight', 'normal'], v)} />
      <NumberField label="Medium weight" value={ty.fontWeight.medium} rule={ruleAt([...T, 'fontWeight', 'medium'], 'number')} step={100} onChange={(v) => store.set([...T, 'fontWeight', 'medium'], v)} />
      <NumberField label="Title line height" value={ty.lineHeight.title} rule={ruleAt([...T, 'lineHeight', 'title'], 'number')} step={0.1} onChange={(v) => store.set([...T, 'lineHeight', 'title'], v)} />
      <NumberField label="Text line height" value={ty.lineHeight.text} rule={ruleAt([...T, 'lineHeight', 'text'], 'number')} step={0.1} onChange={(v) => store.set([...T, 'lineHeight', 'text'], v)} />
    </>
  );
}

function SummaryFields() {
  const store = useStore();
  const scheme = useShown();
  const C = useColorsPath();
  const summary = useTheme((t) => schemeColors(t, scheme).summary);
  return (
    <>
      <Background path="summary" label="Background" />
      <ColorField label="Text" value={summary.text} onChange={(v) => store.set([...C, 'summary', 'text'], v)} />
      <ColorField label="Secondary text" value={summary.secondaryText} onChange={(v) => store.set([...C, 'summary', 'secondaryText'], v)} />
      <BorderField label="Border" value={summary.border} rule={ruleAt([...C, 'summary', 'border'], 'border')} onChange={(v) => store.set([...C, 'summary', 'border'], v)} />
      <Contrast bgPath="summary" pairs={[['Summary text', summary.text, 'summary background', summary.background]]} />
      <BoxSpacing element="summary" />
    </>
  );
}

/**
 * Every theme token: colours (each state), gradients, spacing, typography. The tab itself reads no state: each
 * section's fields read their own slice, so a colour edit re-renders that colour's fields and not the other
 * sections' (hundreds of controls; the bench measures the edit-to-frame time).
 */
export const ThemeTab = memo(function ThemeTab() {
  // A section's reset puts back the colours it shows (the light or the dark ones), and gradients with the light.
  const dark = useShown() === 'dark';
  const C = ['theme', dark ? 'darkColors' : 'colors'] as const;
  const grads = (element: string, states?: string[]) => (dark ? [] : gradients(element, states));
  return (
    <Accordion multiple defaultValue={['theme']} variant="separated" chevronPosition="right">
      <Section value="theme" title="Theme" paths={[['theme', 'colorScheme'], [...C, 'background'], [...C, 'text'], [...C, 'secondaryText'], [...C, 'error'], [...C, 'success'], [...C, 'border'], ...grads('background')]}>
        <SchemeFields />
        <PageColors />
      </Section>
      <Section value="layout" title="Layout" paths={[['theme', 'spacing', 'padding'], ['theme', 'spacing', 'borderRadius'], ['theme', 'spacing', 'gridGap'], ['theme', 'spacing', 'rowGap'], ['theme', 'spacing', 'sectionGap'], ['theme', 'spacing', 'text']]}>
        <LayoutFields />
      </Section>
      <Section value="typography" title="Typography" paths={[['theme', 'typography']]}>
        <TypographyFields />
      </Section>
      <Section value="buttons" title="Buttons" paths={[[...C, 'button'], [...C, 'secondaryButton'], [...C, 'iconButton'], ['theme', 'spacing', 'button'], ['theme', 'spacing', 'iconButton'], ...grads('button', BUTTON_STATES), ...grads('secondaryButton', BUTTON_STATES), ...grads('iconButton', BUTTON_STATES)]}>
        <Buttons />
      </Section>
      <Section value="item" title="Item" paths={[[...C, 'item'], ['theme', 'spacing', 'item'], ...grads('item', ITEM_STATES)]}>
        <StateColors element="item" states={ITEM_STATES} secondary />
        <BoxSpacing element="item" />
      </Section>
      <Section value="list" title="List" paths={[[...C, 'list'], ['theme', 'spacing', 'list'], ...grads('list', LIST_STATES)]}>
        <StateColors element="list" states={LIST_STATES} secondary />
        <BoxSpacing element="list" />
      </Section>
      <Section value="form" title="Form" paths={[[...C, 'form'], ['theme', 'spacing', 'form'], ...grads('form', FORM_STATES)]}>
        <StateColors element="form" states={FORM_STATES} secondary={false} />
        <BoxSpacing element="form" />
      </Section>
      <Section value="summary" title="Summary" paths={[[...C, 'summary'], ['theme', 'spacing', 'summary'], ...grads('summary')]}>
        <SummaryFields />
      </Section>
    </Accordion>
  );
});
