import { defineTool } from '../../common/tool-meta.js';

export default defineTool({
  slug: 'wallpaper',
  name: { zh: '壁纸', en: 'Wallpapers' },
  description: {
    zh: '渐变、几何、图案和文字壁纸，按你的屏幕分辨率实时生成，分类浏览和搜索，手机框预览，一键保存到相册，还能分享同款。',
    en: 'Gradient, geometric, pattern and lettering wallpapers generated at your screen’s exact resolution; browse and search, preview in a phone frame, save to your gallery and share the design.',
  },
  keywords: ['壁纸', '手机壁纸', '电脑壁纸', '高清壁纸', '渐变壁纸', '文字壁纸', '简约壁纸', '锁屏壁纸', 'wallpaper'],
  category: 'img',
  order: 60,
  intro: {
    zh: [
      '壁纸里的每一张图都由我们的程序实时绘制：渐变、几何、图案和文字四类，按你设备屏幕的真实分辨率生成，清晰不模糊，版权干净，可以放心使用。',
      '1、用分类和搜索找到喜欢的风格，点“换一批”看更多配色和变化。',
      '2、点一张壁纸，在手机框里预览；“换一个”生成同一风格的新变化；文字壁纸可以写上你自己的话。',
      '3、选择尺寸（默认是本机屏幕分辨率，也可以选手机、平板、电脑或 4K），点击“保存壁纸”，手机上保存到相册。',
      '4、“复制链接”会把这张壁纸的风格和编号放进链接，朋友打开就能得到同一张壁纸（按他的屏幕分辨率）。',
    ],
    en: [
      'Every wallpaper here is drawn by our own code as you browse: gradients, geometric shapes, patterns and lettering, generated at your screen’s real resolution — sharp, and free to use.',
      '1. Use the categories and search to find a style; Shuffle shows more colours and variations.',
      '2. Tap a wallpaper to preview it in a phone frame; Another makes a new variation of the same style; lettering wallpapers take your own words.',
      '3. Pick a size (your screen by default, or phone, tablet, desktop, 4K) and save it; on phones it goes to the gallery.',
      '4. Copy link puts the style and number in the link: a friend who opens it gets the same wallpaper, at their screen’s resolution.',
    ],
  },
});
