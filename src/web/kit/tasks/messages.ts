import { defineMessages } from '../../../common/messages.js';

/** The words of server-task tools (every tool whose files are processed by the server's task queue). */
export const taskMessages = defineMessages({
  zh: {
    waiting: '等待上传',
    uploading: '上传中 {percent}%',
    queued: '排队中',
    queuedAt: '排队中，第 {n} 位',
    running: '处理中 {percent}%',
    done: '已完成',
    canceled: '已取消',
    offline: '当前处于离线状态：这个工具需要把文件交给服务器处理，请连接网络后再试。',
    privacy: '文件只用于本次处理，只有你能下载结果；原文件处理完即删除，结果也会在短时间后自动删除。',
    summary: '{done}/{total} 已完成',
    downloadAll: '全部下载',
    zipName: '转换结果',
  },
  en: {
    waiting: 'Waiting to upload',
    uploading: 'Uploading {percent}%',
    queued: 'In the queue',
    queuedAt: 'In the queue: number {n}',
    running: 'Working {percent}%',
    done: 'Done',
    canceled: 'Cancelled',
    offline:
      'You are offline: this tool needs the server to process your files. Connect to the internet and try again.',
    privacy:
      'Files are used for this job only and only you can download the results; originals are deleted once processed, results shortly after.',
    summary: '{done}/{total} done',
    downloadAll: 'Download all',
    zipName: 'converted',
  },
});
