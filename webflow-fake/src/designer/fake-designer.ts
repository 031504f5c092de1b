/// <reference types="@webflow/designer-extension-typings" />
// A fake Webflow Designer for development and tests: an element tree, a selection, styles, notifications, a
// site and a page, behind the calls of the `webflow` global the extension uses, each typed by Webflow's own
// typings. It fails the way Webflow does (an Error whose `cause.tag` names the reason), so the extension's error
// paths can be tested.
// Development and tests only: nothing an extension ships imports this package.

export type ElementKind = 'Body' | 'Section' | 'Block' | 'Heading' | 'Paragraph' | 'Link' | 'String';

/** What the harness shows and tests assert on. */
export interface ElementNode {
  id: string;
  type: ElementKind;
  domId: string | null;
  text: string | null;
  styles: string[];
  /** The element's custom attributes (Element settings → Custom attributes), in the order they were set. */
  attributes: Record<string, string>;
  children: ElementNode[];
}

export interface Notice {
  type: 'Error' | 'Info' | 'Success' | 'Warning';
  message: string;
}

const CAN_HOLD_CHILDREN: Record<ElementKind, boolean> = { Body: true, Section: true, Block: true, Heading: true, Paragraph: true, Link: true, String: false };
const HAS_TEXT: Record<ElementKind, boolean> = { Body: false, Section: false, Block: false, Heading: true, Paragraph: true, Link: true, String: false };
/** A custom attribute's name as Webflow accepts it: letters first, then letters, digits, '-', '_', '.' or ':'. */
const ATTRIBUTE_NAME = /^[A-Za-z_][\w.:-]*$/;
/** Names Webflow keeps for itself: its element settings set them, a custom attribute may not. */
const RESERVED_ATTRIBUTES = new Set(['id', 'class', 'style', 'href', 'src']);

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
    return { id: `el-${String(this.next++).padStart(4, '0')}`, type, domId: null, text: null, styles: [], attributes: {}, children: [] };
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

  /** The owner puts an element on the canvas (from the Add panel): appended to `parentId`, with its text if it has any. */
  add(parentId: string, type: ElementKind, text?: string): ElementNode {
    const parent = this.find(parentId);
    if (!parent || !CAN_HOLD_CHILDREN[parent.type]) throw designerError('InvalidTargetElement', `${parentId} cannot hold an element`);
    const child = this.node(type);
    if (text !== undefined && HAS_TEXT[type]) child.text = text;
    parent.children.push(child);
    return child;
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
  // Webflow's Button, Link Block and Text Link are all 'Link' elements: an <a> (the Button styled as one).
  Button: { id: ['Link', 'Button'], kind: 'Link' },
  LinkBlock: { id: ['Link', 'LinkBlock'], kind: 'Link' },
  TextLink: { id: ['Link', 'TextLink'], kind: 'Link' },
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
    customAttributes: node.type !== 'String',
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
  if (el.customAttributes) {
    el.getCustomAttribute = async (name: string) => live().attributes[name] ?? null;
    el.getAllCustomAttributes = async () => Object.entries(live().attributes).map(([name, value]) => ({ name, value }));
    el.setCustomAttribute = async (name: string, value: string) => {
      world.write('setCustomAttribute');
      if (typeof name !== 'string' || !ATTRIBUTE_NAME.test(name) || RESERVED_ATTRIBUTES.has(name.toLowerCase())) throw designerError('InvalidRequest', `'${String(name)}' is not a custom attribute name Webflow accepts`);
      live().attributes[name] = String(value);
      return null;
    };
    el.removeCustomAttribute = async (name: string) => {
      world.write('removeCustomAttribute');
      delete live().attributes[name];
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
    async getRootElement() {
      return elementProxy(world, world.root);
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
