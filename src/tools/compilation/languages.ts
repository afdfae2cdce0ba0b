/**
 * 开发语言输出hello world: the classic first program in each language, written by us in each language's
 * usual style (the form its own tutorial starts with), with the file name and the command that runs it on
 * the usual toolchain. Every program prints exactly "Hello, World!".
 */
import { defineOptions, opt } from '../../web/kit/options/schema.js';
export interface Language {
  id: string;
  name: string;
  /** What it is used for, in a few words (zh, en). */
  about: { zh: string; en: string };
  file: string;
  code: string;
  /** Shell commands that build and run `file`. */
  run: string;
}

export const LANGUAGES: readonly Language[] = [
  {
    id: 'c',
    name: 'C',
    about: { zh: '系统编程、嵌入式', en: 'systems, embedded' },
    file: 'hello.c',
    code: '#include <stdio.h>\n\nint main(void) {\n    printf("Hello, World!\\n");\n    return 0;\n}\n',
    run: 'gcc hello.c -o hello && ./hello',
  },
  {
    id: 'cpp',
    name: 'C++',
    about: { zh: '游戏、高性能程序', en: 'games, high performance' },
    file: 'hello.cpp',
    code: '#include <iostream>\n\nint main() {\n    std::cout << "Hello, World!" << std::endl;\n    return 0;\n}\n',
    run: 'g++ hello.cpp -o hello && ./hello',
  },
  {
    id: 'java',
    name: 'Java',
    about: { zh: '企业后端、安卓', en: 'enterprise back ends, Android' },
    file: 'HelloWorld.java',
    code: 'public class HelloWorld {\n    public static void main(String[] args) {\n        System.out.println("Hello, World!");\n    }\n}\n',
    run: 'javac HelloWorld.java && java HelloWorld',
  },
  {
    id: 'python',
    name: 'Python',
    about: { zh: '数据分析、人工智能、脚本', en: 'data, AI, scripting' },
    file: 'hello.py',
    code: 'print("Hello, World!")\n',
    run: 'python3 hello.py',
  },
  {
    id: 'javascript',
    name: 'JavaScript',
    about: { zh: '网页前端、Node.js', en: 'web front ends, Node.js' },
    file: 'hello.js',
    code: 'console.log("Hello, World!");\n',
    run: 'node hello.js',
  },
  {
    id: 'typescript',
    name: 'TypeScript',
    about: { zh: '带类型的 JavaScript', en: 'typed JavaScript' },
    file: 'hello.ts',
    code: 'const message: string = "Hello, World!";\nconsole.log(message);\n',
    run: 'npx tsx hello.ts',
  },
  {
    id: 'go',
    name: 'Go',
    about: { zh: '云原生、后端服务', en: 'cloud services, back ends' },
    file: 'hello.go',
    code: 'package main\n\nimport "fmt"\n\nfunc main() {\n\tfmt.Println("Hello, World!")\n}\n',
    run: 'go run hello.go',
  },
  {
    id: 'rust',
    name: 'Rust',
    about: { zh: '安全的系统编程', en: 'safe systems programming' },
    file: 'main.rs',
    code: 'fn main() {\n    println!("Hello, World!");\n}\n',
    run: 'rustc main.rs && ./main',
  },
  {
    id: 'csharp',
    name: 'C#',
    about: { zh: '.NET、Unity 游戏', en: '.NET, Unity games' },
    file: 'Program.cs',
    code: 'using System;\n\nclass Program\n{\n    static void Main()\n    {\n        Console.WriteLine("Hello, World!");\n    }\n}\n',
    run: 'dotnet new console -o hello && cp Program.cs hello/ && dotnet run --project hello',
  },
  {
    id: 'php',
    name: 'PHP',
    about: { zh: '网站后端', en: 'web back ends' },
    file: 'hello.php',
    code: '<?php\n\necho "Hello, World!\\n";\n',
    run: 'php hello.php',
  },
  {
    id: 'ruby',
    name: 'Ruby',
    about: { zh: 'Web 开发（Rails）、脚本', en: 'web (Rails), scripting' },
    file: 'hello.rb',
    code: 'puts "Hello, World!"\n',
    run: 'ruby hello.rb',
  },
  {
    id: 'swift',
    name: 'Swift',
    about: { zh: 'iOS、macOS 应用', en: 'iOS and macOS apps' },
    file: 'hello.swift',
    code: 'print("Hello, World!")\n',
    run: 'swift hello.swift',
  },
  {
    id: 'kotlin',
    name: 'Kotlin',
    about: { zh: '安卓、JVM 后端', en: 'Android, JVM back ends' },
    file: 'hello.kt',
    code: 'fun main() {\n    println("Hello, World!")\n}\n',
    run: 'kotlinc hello.kt -include-runtime -d hello.jar && java -jar hello.jar',
  },
  {
    id: 'dart',
    name: 'Dart',
    about: { zh: 'Flutter 跨平台应用', en: 'Flutter apps' },
    file: 'hello.dart',
    code: "void main() {\n  print('Hello, World!');\n}\n",
    run: 'dart run hello.dart',
  },
  {
    id: 'bash',
    name: 'Shell (Bash)',
    about: { zh: 'Linux 命令行脚本', en: 'Linux command-line scripts' },
    file: 'hello.sh',
    code: '#!/usr/bin/env bash\n\necho "Hello, World!"\n',
    run: 'bash hello.sh',
  },
  {
    id: 'powershell',
    name: 'PowerShell',
    about: { zh: 'Windows 自动化脚本', en: 'Windows automation' },
    file: 'hello.ps1',
    code: 'Write-Output "Hello, World!"\n',
    run: 'pwsh ./hello.ps1',
  },
  {
    id: 'lua',
    name: 'Lua',
    about: { zh: '游戏脚本、嵌入式脚本', en: 'game and embedded scripting' },
    file: 'hello.lua',
    code: 'print("Hello, World!")\n',
    run: 'lua hello.lua',
  },
  {
    id: 'perl',
    name: 'Perl',
    about: { zh: '文本处理、运维脚本', en: 'text processing, ops scripts' },
    file: 'hello.pl',
    code: 'use strict;\nuse warnings;\n\nprint "Hello, World!\\n";\n',
    run: 'perl hello.pl',
  },
  {
    id: 'r',
    name: 'R',
    about: { zh: '统计分析', en: 'statistics' },
    file: 'hello.R',
    code: 'cat("Hello, World!\\n")\n',
    run: 'Rscript hello.R',
  },
  {
    id: 'scala',
    name: 'Scala',
    about: { zh: '大数据（Spark）、JVM', en: 'big data (Spark), JVM' },
    file: 'hello.scala',
    code: '@main def hello(): Unit =\n  println("Hello, World!")\n',
    run: 'scala run hello.scala',
  },
  {
    id: 'haskell',
    name: 'Haskell',
    about: { zh: '纯函数式编程', en: 'pure functional programming' },
    file: 'hello.hs',
    code: 'main :: IO ()\nmain = putStrLn "Hello, World!"\n',
    run: 'runghc hello.hs',
  },
  {
    id: 'objc',
    name: 'Objective-C',
    about: { zh: '老一代 iOS、macOS 应用', en: 'older iOS and macOS apps' },
    file: 'hello.m',
    code: '#import <Foundation/Foundation.h>\n\nint main(int argc, const char *argv[]) {\n    @autoreleasepool {\n        NSLog(@"Hello, World!");\n    }\n    return 0;\n}\n',
    run: 'clang -framework Foundation hello.m -o hello && ./hello',
  },
  {
    id: 'sql',
    name: 'SQL',
    about: { zh: '数据库查询', en: 'database queries' },
    file: 'hello.sql',
    code: "SELECT 'Hello, World!' AS greeting;\n",
    run: 'sqlite3 :memory: < hello.sql',
  },
  {
    id: 'asm',
    name: 'Assembly (x86-64 Linux, NASM)',
    about: { zh: '直接操作寄存器和系统调用', en: 'registers and system calls' },
    file: 'hello.asm',
    code: [
      'section .data',
      '    msg db "Hello, World!", 10',
      '    len equ $ - msg',
      '',
      'section .text',
      '    global _start',
      '',
      '_start:',
      '    mov rax, 1          ; write',
      '    mov rdi, 1          ; stdout',
      '    mov rsi, msg',
      '    mov rdx, len',
      '    syscall',
      '    mov rax, 60         ; exit',
      '    xor rdi, rdi',
      '    syscall',
      '',
    ].join('\n'),
    run: 'nasm -f elf64 hello.asm && ld hello.o -o hello && ./hello',
  },
  {
    id: 'html',
    name: 'HTML',
    about: { zh: '网页结构（标记语言）', en: 'web page structure (markup)' },
    file: 'hello.html',
    code: '<!DOCTYPE html>\n<html lang="en">\n<head>\n  <meta charset="utf-8">\n  <title>Hello</title>\n</head>\n<body>\n  <h1>Hello, World!</h1>\n</body>\n</html>\n',
    run: 'open hello.html   # or double-click it',
  },
  {
    id: 'elixir',
    name: 'Elixir',
    about: { zh: '高并发服务（Erlang VM）', en: 'concurrent services (Erlang VM)' },
    file: 'hello.exs',
    code: 'IO.puts("Hello, World!")\n',
    run: 'elixir hello.exs',
  },
];

export const LANGUAGE_IDS = LANGUAGES.map((l) => l.id);

/** The chosen language is kept in the link. */
export const SCHEMA = defineOptions({ lang: opt.choice(LANGUAGE_IDS, 'python') });

/** Languages whose name, id, file or use matches the query (case-insensitive); all for an empty query. */
export function findLanguages(query: string): Language[] {
  const q = query.trim().toLowerCase();
  if (q === '') return [...LANGUAGES];
  return LANGUAGES.filter((l) =>
    [l.id, l.name, l.file, l.about.zh, l.about.en].some((s) => s.toLowerCase().includes(q)),
  );
}
