/// <reference types="@webflow/designer-extension-typings" />
// A fake Webflow Designer for development and tests: an element tree, a selection, styles, notifications, a
// site and a page, behind the calls of the `webflow` global the extension uses, each typed by Webflow's own
// typings. It fails the way Webflow does (an Error whose `cause.tag` names the reason), so the extension's error
// paths can be tested.
// Development and tests only: nothing an extension ships imports this package.

export type ElementKind = 'Body' | 'Section' | 'Block' | 'Heading' | 'Paragraph' | 'String';

/** What the harness shows and tests assert on. */
export interface ElementNode {
  id: string;
  type: ElementKind;
  domId: string | null;
  text: string | null;
  styles: string[];
  children: ElementNode[];
}

export interface Notice {
  type: 'Error' | 'Info' | 'Success' | 'Warning';
  message: string;
}

const CAN_HOLD_CHILDREN: Record<ElementKind, boolean> = { Body: true, Section: true, Block: true, Heading: true, Paragraph: true, String: false };
const HAS_TEXT: Record<ElementKind, boolean> = { Body: false, Section: false, Block: false, Heading: true, Paragraph: true, String: false };

/** An Error as Webflow throws it: the message may change, `cause.tag` is the stable part. */
export const designerError = (tag: string, message: string) => new Error(message, { cause: { tag } });

export interface WorldSeed {
  siteId: string;
  siteName?: string;
  pageId: string;
  /** The user the ID tokens name. */
  user: { id: string; firstName: string; email: string };
}

/** The Designer's state: what a real Designer holds for one open site and page. */
export class DesignerWorld {
  readonly notices: Notice[] = [];
  readonly calls: string[] = [];
  readonly styles = new Map<string, Record<string, string>>();
  mode: 'design' | 'build' | 'preview' | 'edit' | 'comment' = 'design';
  /** The Designer's appearance setting: dark by default, as Webflow ships it. */
  theme: AppearanceSettings = 'darkDefault';
  readonly themeListeners = new Set<(theme: AppearanceSettings) => void>();
  size: unknown = 'default';
  selected: ElementNode | null = null;
  root: ElementNode;
  private next = 1;

  constructor(
    readonly seed: WorldSeed,
    /** Mints the ID token `getIdToken` returns (the fake Webflow's, so its resolve endpoint accepts it). */
    readonly mintIdToken: () => Promise<string> | string = () => `fake-id-token.${seed.user.id}.${seed.siteId}`,
  ) {
    this.root = this.node('Body');
    const section = this.node('Section');
    this.root.children.push(section);
    section.children.push(this.node('Block'), this.node('Block'), this.node('Paragraph'));
  }

  node(type: ElementKind): ElementNode {
    return { id: `el-${String(this.next++).padStart(4, '0')}`, type, domId: null, text: null, styles: [], children: [] };
  }

  find(id: string, from: ElementNode = this.root): ElementNode | null {
    if (from.id === id) return from;
    for (const child of from.children) {
      const hit = this.find(id, child);
      if (hit) return hit;
    }
    return null;
  }

  parentOf(id: string, from: ElementNode = this.root): ElementNode | null {
    for (const child of from.children) {
      if (child.id === id) return from;
      const hit = this.parentOf(id, child);
      if (hit) return hit;
    }
    return null;
  }

  select(id: string | null): void {
    this.selected = id === null ? null : this.find(id);
  }

  /** The owner switches the Designer's appearance: every 'currenttheme' subscriber hears it. */
  setTheme(theme: AppearanceSettings): void {
    this.theme = theme;
    for (const listener of this.themeListeners) listener(theme);
  }

  /** Every write checks the mode first, as Webflow does. */
  write(what: string): void {
    this.calls.push(what);
    if (this.mode !== 'design') throw designerError('ModeForbidden', `${what} is not allowed in ${this.mode} mode`);
  }
}

type Preset = { id: [string, string]; kind: ElementKind };

export const PRESETS: Record<string, Preset> = {
  DivBlock: { id: ['Block', 'DivBlock'], kind: 'Block' },
  Heading: { id: ['Heading', 'Heading'], kind: 'Heading' },
  Paragraph: { id: ['Paragraph', 'Paragraph'], kind: 'Paragraph' },
  Section: { id: ['Section', 'Section'], kind: 'Section' },
};

/** The element object the Designer hands out: capability flags and only the methods they allow. */
export function elementProxy(world: DesignerWorld, node: ElementNode): AnyElement {
  const live = () => {
    const current = world.find(node.id);
    if (!current) throw designerError('ResourceMissing', `element ${node.id} no longer exists`);
    return current;
  };
  const el: Record<string, unknown> = {
    id: { component: 'page', element: node.id },
    type: node.type,
    children: CAN_HOLD_CHILDREN[node.type],
    textContent: HAS_TEXT[node.type],
    domId: node.type !== 'String',
    styles: node.type !== 'Body' && node.type !== 'String',
    async remove() {
      world.write('remove');
      const parent = world.parentOf(node.id);
      if (!parent) throw designerError('ResourceRemovalFailed', 'cannot remove this element');
      parent.children = parent.children.filter((c) => c.id !== node.id);
      if (world.selected?.id === node.id) world.selected = null;
      return null;
    },
  };
  if (el.children) {
    el.getChildren = async () => live().children.map((c) => elementProxy(world, c));
    el.append = async (what: unknown) => {
      world.write('append');
      const preset = Object.values(PRESETS).find((p) => p === what);
      if (!preset) throw designerError('InvalidElementPlacement', 'unknown preset');
      const child = world.node(preset.kind);
      live().children.push(child);
      return elementProxy(world, child);
    };
  } else {
    el.append = async () => {
      throw designerError('InvalidTargetElement', 'this element cannot have children');
    };
  }
  if (el.domId) {
    el.getDomId = async () => live().domId;
    el.setDomId = async (id: string) => {
      world.write('setDomId');
      live().domId = id;
      return null;
    };
  }
  if (el.textContent) {
    el.setTextContent = async (text: string) => {
      world.write('setTextContent');
      live().text = text;
      return null;
    };
  }
  if (el.styles) {
    el.getStyles = async () => live().styles.map((name) => styleProxy(world, name));
    el.setStyles = async (styles: { name: string }[]) => {
      world.write('setStyles');
      live().styles = styles.map((s) => s.name);
      return null;
    };
  }
  return el as unknown as AnyElement;
}

export function styleProxy(world: DesignerWorld, name: string): Style {
  return {
    id: `style-${name}`,
    name,
    async getName() {
      return name;
    },
    async setProperties(map: Record<string, string>) {
      world.write('setProperties');
      world.styles.set(name, { ...world.styles.get(name), ...map });
      return null;
    },
    async getProperties() {
      return world.styles.get(name) ?? {};
    },
  } as unknown as Style;
}

/** Of `webflow.subscribe`'s events the fake has one: the Designer's appearance. */
type Subscribe = (event: 'currenttheme', callback: (theme: AppearanceSettings) => void) => Unsubscribe;

/**
 * The calls the fake answers: each checked against Webflow's typings of it, so drift breaks the build. An
 * extension's tests hand the fake to code typed with the extension's own subset, so a call the extension starts
 * using and the fake lacks fails their typecheck.
 */
export type FakeDesignerApi = ReturnType<typeof createFakeDesigner>;

/** The fake `webflow` global over a world. */
export function createFakeDesigner(world: DesignerWorld) {
  const api = {
    async getIdToken() {
      world.calls.push('getIdToken');
      return world.mintIdToken();
    },
    async getSiteInfo() {
      return {
        siteId: world.seed.siteId,
        siteName: world.seed.siteName ?? 'Demo site',
        shortName: 'demo-site',
        kind: 'site',
        isPasswordProtected: false,
        isPrivateStaging: false,
        workspaceId: 'workspace-1',
        workspaceSlug: 'demo',
        domains: [],
      } as Awaited<ReturnType<WebflowApi['getSiteInfo']>>;
    },
    async getCurrentPage() {
      return { id: world.seed.pageId, type: 'Page' } as unknown as Page;
    },
    async getSelectedElement() {
      return world.selected ? elementProxy(world, world.selected) : null;
    },
    async getAllElements() {
      const all: ElementNode[] = [];
      const walk = (n: ElementNode) => (all.push(n), n.children.forEach(walk));
      walk(world.root);
      return all.map((n) => elementProxy(world, n));
    },
    async notify(opts) {
      world.notices.push({ type: opts.type, message: opts.message });
    },
    async setExtensionSize(size) {
      world.size = size;
      return null;
    },
    async isMode(mode) {
      return world.mode === mode;
    },
    elementPresets: PRESETS as unknown as WebflowApi['elementPresets'],
    async createStyle(name) {
      world.write('createStyle');
      if (world.styles.has(name)) throw designerError('DuplicateValue', `a style named ${name} exists`);
      world.styles.set(name, {});
      return styleProxy(world, name);
    },
    async getStyleByName(name) {
      return typeof name === 'string' && world.styles.has(name) ? styleProxy(world, name) : null;
    },
    async getTheme() {
      return world.theme;
    },
    subscribe(event: 'currenttheme', callback: (theme: AppearanceSettings) => void) {
      if (event !== 'currenttheme') throw designerError('InvalidRequest', `the fake Designer has no '${String(event)}' event`);
      world.themeListeners.add(callback);
      return () => void world.themeListeners.delete(callback);
    },
  } satisfies Partial<Omit<WebflowApi, 'subscribe'>> & { subscribe: Subscribe };
  return api;
}
