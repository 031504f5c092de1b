// The fake Designer's handle for tests (webflow-fake/src/designer/designer-page.ts sets it on the harness page).
declare global {
  interface Window {
    __designer: { select(id: string | null): void; setMode(m: string): void; setTheme(t: string): void; remove(id: string): Promise<void>;
      add(parentId: string, type: string, text?: string): Promise<string>;
      tree(): { id: string; type: string; domId: string | null; text: string | null; attributes: Record<string, string>; children: any[] };
    };
  }
}

export {};
