/** Types for relationship.js (the package ships none). */
declare module 'relationship.js' {
  interface Options {
    text: string;
    target?: string;
    sex?: 0 | 1 | -1;
    type?: 'default' | 'chain' | 'pair';
    reverse?: boolean;
    mode?: string;
  }
  interface Relationship {
    (options: Options): string[];
    setMode(name: string, data: Record<string, string[]>): void;
  }
  const relationship: Relationship;
  export default relationship;
}
declare module 'relationship.js/mode' {
  const modes: Record<'north' | 'guangdong', { name: string; data: Record<string, string[]> }>;
  export default modes;
}
