// Small, runnable-looking code samples for answers that ask for code: one idiom per language, named after the
// prompt's topic ("…a function to parse CSV files" → parse_csv) so different prompts get different code.

export interface CodeSample {
  /** The fence's info string (```python). */
  fence: string;
  /** Shown in prose ("in Python"). */
  label: string;
  code: string;
}

function words(identifier: readonly string[]): string[] {
  const picked = identifier
    .map((k) => k.replace(/[^\p{L}\p{N}]+/gu, '').toLowerCase())
    .filter((k) => /^[a-z][a-z0-9]*$/.test(k))
    .slice(0, 2);
  return picked.length > 1 ? picked : [...picked, 'items'].slice(0, 2);
}

const snake = (parts: string[]) => parts.join('_');
const camel = (parts: string[]) =>
  parts.map((p, i) => (i === 0 ? p : p.charAt(0).toUpperCase() + p.slice(1))).join('');
const pascal = (parts: string[]) => parts.map((p) => p.charAt(0).toUpperCase() + p.slice(1)).join('');

export function codeSample(language: string, identifier: readonly string[]): CodeSample {
  const parts = words(identifier);
  const fn = (style: (p: string[]) => string) => style(parts);
  const noun = parts[parts.length - 1] ?? 'items';
  switch (language) {
    case 'javascript':
      return {
        fence: 'javascript',
        label: 'JavaScript',
        code: `/**\n * Counts how often each ${noun} appears.\n * @param {string[]} values\n * @returns {Map<string, number>}\n */\nexport function ${fn(camel)}(values) {\n  const counts = new Map();\n  for (const value of values) {\n    counts.set(value, (counts.get(value) ?? 0) + 1);\n  }\n  return counts;\n}\n\nconsole.log(${fn(camel)}(['a', 'b', 'a']));`,
      };
    case 'typescript':
      return {
        fence: 'typescript',
        label: 'TypeScript',
        code: `/** Counts how often each ${noun} appears. */\nexport function ${fn(camel)}(values: readonly string[]): Map<string, number> {\n  const counts = new Map<string, number>();\n  for (const value of values) {\n    counts.set(value, (counts.get(value) ?? 0) + 1);\n  }\n  return counts;\n}\n\nconsole.log(${fn(camel)}(['a', 'b', 'a']));`,
      };
    case 'go':
      return {
        fence: 'go',
        label: 'Go',
        code: `package main\n\nimport "fmt"\n\n// ${fn(pascal)} counts how often each ${noun} appears.\nfunc ${fn(pascal)}(values []string) map[string]int {\n\tcounts := make(map[string]int, len(values))\n\tfor _, v := range values {\n\t\tcounts[v]++\n\t}\n\treturn counts\n}\n\nfunc main() {\n\tfmt.Println(${fn(pascal)}([]string{"a", "b", "a"}))\n}`,
      };
    case 'rust':
      return {
        fence: 'rust',
        label: 'Rust',
        code: `use std::collections::HashMap;\n\n/// Counts how often each ${noun} appears.\nfn ${fn(snake)}(values: &[&str]) -> HashMap<String, usize> {\n    let mut counts = HashMap::new();\n    for value in values {\n        *counts.entry(value.to_string()).or_insert(0) += 1;\n    }\n    counts\n}\n\nfn main() {\n    println!("{:?}", ${fn(snake)}(&["a", "b", "a"]));\n}`,
      };
    case 'java':
      return {
        fence: 'java',
        label: 'Java',
        code: `import java.util.HashMap;\nimport java.util.List;\nimport java.util.Map;\n\npublic final class ${fn(pascal)} {\n    /** Counts how often each ${noun} appears. */\n    static Map<String, Integer> count(List<String> values) {\n        Map<String, Integer> counts = new HashMap<>();\n        for (String value : values) {\n            counts.merge(value, 1, Integer::sum);\n        }\n        return counts;\n    }\n\n    public static void main(String[] args) {\n        System.out.println(count(List.of("a", "b", "a")));\n    }\n}`,
      };
    case 'bash':
      return {
        fence: 'bash',
        label: 'Bash',
        code: `#!/usr/bin/env bash\n# Counts how often each ${noun} appears in a file, most frequent first.\nset -euo pipefail\n\n${fn(snake)}() {\n  sort "$1" | uniq -c | sort -rn\n}\n\n${fn(snake)} "\${1:-input.txt}"`,
      };
    case 'sql':
      return {
        fence: 'sql',
        label: 'SQL',
        code: `-- Counts how often each ${noun} appears, most frequent first.\nSELECT ${noun} AS value,\n       COUNT(*) AS occurrences\nFROM ${snake(parts)}\nGROUP BY ${noun}\nORDER BY occurrences DESC\nLIMIT 10;`,
      };
    case 'c':
      return {
        fence: 'c',
        label: 'C',
        code: `#include <stdio.h>\n#include <string.h>\n\n/* Counts how many times target appears in values. */\nstatic int ${fn(snake)}(const char *values[], int n, const char *target) {\n    int count = 0;\n    for (int i = 0; i < n; i++) {\n        if (strcmp(values[i], target) == 0) count++;\n    }\n    return count;\n}\n\nint main(void) {\n    const char *values[] = {"a", "b", "a"};\n    printf("%d\\n", ${fn(snake)}(values, 3, "a"));\n    return 0;\n}`,
      };
    case 'cpp':
      return {
        fence: 'cpp',
        label: 'C++',
        code: `#include <iostream>\n#include <map>\n#include <string>\n#include <vector>\n\n// Counts how often each ${noun} appears.\nstd::map<std::string, int> ${fn(camel)}(const std::vector<std::string>& values) {\n    std::map<std::string, int> counts;\n    for (const auto& value : values) ++counts[value];\n    return counts;\n}\n\nint main() {\n    for (const auto& [value, n] : ${fn(camel)}({"a", "b", "a"})) std::cout << value << ": " << n << "\\n";\n}`,
      };
    case 'csharp':
      return {
        fence: 'csharp',
        label: 'C#',
        code: `using System;\nusing System.Linq;\n\n// Counts how often each ${noun} appears.\nvar values = new[] { "a", "b", "a" };\nvar counts = values.GroupBy(v => v).ToDictionary(g => g.Key, g => g.Count());\nforeach (var (value, n) in counts) Console.WriteLine($"{value}: {n}");`,
      };
    case 'ruby':
      return {
        fence: 'ruby',
        label: 'Ruby',
        code: `# Counts how often each ${noun} appears.\ndef ${fn(snake)}(values)\n  values.tally\nend\n\nputs ${fn(snake)}(%w[a b a]).inspect`,
      };
    case 'html':
      return {
        fence: 'html',
        label: 'HTML',
        code: `<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="utf-8" />\n    <title>${pascal(parts)}</title>\n  </head>\n  <body>\n    <h1>${pascal(parts)}</h1>\n    <ul id="${noun}-list"></ul>\n  </body>\n</html>`,
      };
    case 'css':
      return {
        fence: 'css',
        label: 'CSS',
        code: `.${noun}-list {\n  display: grid;\n  gap: 0.5rem;\n  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));\n}\n\n.${noun}-list > li {\n  padding: 0.75rem;\n  border-radius: 0.5rem;\n}`,
      };
    case 'json':
      return {
        fence: 'json',
        label: 'JSON',
        code: `{\n  "${noun}": [\n    { "id": 1, "name": "first" },\n    { "id": 2, "name": "second" }\n  ],\n  "count": 2\n}`,
      };
    case 'yaml':
      return {
        fence: 'yaml',
        label: 'YAML',
        code: `${noun}:\n  - id: 1\n    name: first\n  - id: 2\n    name: second\ncount: 2`,
      };
    default:
      return {
        fence: 'python',
        label: 'Python',
        code: `from collections import Counter\n\n\ndef ${fn(snake)}(values: list[str]) -> dict[str, int]:\n    """Count how often each ${noun} appears."""\n    return dict(Counter(values))\n\n\nif __name__ == "__main__":\n    print(${fn(snake)}(["a", "b", "a"]))`,
      };
  }
}
