import { defineMessages } from '../../i18n/index.js';

/** The words every OCR tool page shares (image input, model download, progress, failures). */
export const ocrMessages = defineMessages({
  zh: {
    upload: '点击上传图片',
    tip: '支持 JPG、PNG、WebP 等图片，也可以拖入或粘贴截图，大小不超过 20MB；图片只在你的浏览器中识别，不会上传',
    change: '更换图片',
    again: '重新识别',
    preview: '待识别的图片',
    loading: '首次使用，正在下载识别模型 {loaded} / {total} MB（之后会缓存在本机）',
    detecting: '正在查找图片中的文字…',
    recognizing: '正在识别第 {done} / {total} 行…',
    error: '识别出错。',
    errorHint: '图片可能已损坏或格式不受支持，请换一张图片再试试。',
    modelError: '识别模型下载失败。',
    modelErrorHint: '请检查网络后点击“重新识别”。',
    none: '没有识别到文字。',
    noneHint: '请换一张更清晰、文字更大的图片再试试。',
    took: '识别用时 {seconds} 秒',
  },
  en: {
    upload: 'Upload an image',
    tip: 'JPG, PNG, WebP and more; drag it in or paste a screenshot, up to 20 MB. The image is read in your browser and never uploaded',
    change: 'Change image',
    again: 'Recognise again',
    preview: 'The image to read',
    loading: 'First use: downloading the recognition models {loaded} / {total} MB (kept on this device afterwards)',
    detecting: 'Finding the text in the image…',
    recognizing: 'Reading line {done} of {total}…',
    error: 'Recognition failed.',
    errorHint: 'The image may be damaged or in an unsupported format; try another image.',
    modelError: 'The recognition models could not be downloaded.',
    modelErrorHint: 'Check your connection, then click “Recognise again”.',
    none: 'No text found.',
    noneHint: 'Try a sharper image with larger text.',
    took: 'Read in {seconds} s',
  },
});

/** The words of the field readers' result list. */
export const fieldMessages = defineMessages({
  zh: {
    copy: '复制',
    copyAll: '复制全部',
    saveJson: '下载 JSON',
    saveXlsx: '下载 Excel',
    file: '文件',
    copied: '已复制',
    copyFailed: '复制失败，请手动选择文字复制',
    unsure: '请核对',
    failed: '校验未通过',
    missing: '未识别到',
    failedHint: '有字段没有通过证件自身的校验规则，可能识别有误，请对照原图核对，我们不会替你猜测修改。',
    unsureHint: '标为“请核对”的字段识别把握不大，请对照原图核对。',
  },
  en: {
    copy: 'Copy',
    copyAll: 'Copy all',
    saveJson: 'Download JSON',
    saveXlsx: 'Download Excel',
    file: 'File',
    copied: 'Copied',
    copyFailed: 'Copy failed: select the text and copy it by hand',
    unsure: 'Check',
    failed: 'Check failed',
    missing: 'Not found',
    failedHint:
      'Some fields fail the document’s own check rule and may be misread: compare them with the image. We never guess a correction.',
    unsureHint: 'Fields marked “Check” were read with low confidence: compare them with the image.',
  },
});
