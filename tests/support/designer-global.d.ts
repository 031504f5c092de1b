// The fake Designer's handle for tests (webflow-fake/src/designer/designer-page.ts sets it on the harness page).
declare global {
  interface Window {
    __designer: { select(id: string | null): void; setMode(m: string): void; setTheme(t: string): void; remove(id: string): Promise<void>; tree(): { id: string; type: string; domId: string | null; text: string | null; children: any[] } };
  }
}

export {};
