/** The site's categories, in navigation order (ids and Chinese names from the reference catalogue). */
export const CATEGORIES = [
  { id: 'img', zh: '图片工具', en: 'Image tools' },
  { id: 'pdf', zh: 'PDF转换工具', en: 'PDF tools' },
  { id: 'data', zh: '数据换算工具', en: 'Unit conversion' },
  { id: 'life', zh: '生活娱乐工具', en: 'Everyday & fun' },
  { id: 'education', zh: '教育工具', en: 'Education' },
  { id: 'text', zh: '文本工具', en: 'Text tools' },
  { id: 'doc', zh: '文档转换工具', en: 'Document conversion' },
  { id: 'develop', zh: '开发工具', en: 'Developer tools' },
  { id: 'video', zh: '视频工具', en: 'Video tools' },
] as const;

export type CategoryId = (typeof CATEGORIES)[number]['id'];

/** The pseudo-category shown first in the navigation: every tool. */
export const ALL_CATEGORY = { id: 'all', zh: '全部', en: 'All tools' } as const;

export function isCategoryId(id: string): id is CategoryId {
  return CATEGORIES.some((c) => c.id === id);
}

export function categoryIndex(id: CategoryId): number {
  return CATEGORIES.findIndex((c) => c.id === id);
}
