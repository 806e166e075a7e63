"""Check every truth.toml under this folder: each `raw` sits at its `start` in its file,
no two citations share a start, and external entries carry body and jurisdiction.
Usage: python tests/graph/devset_wide/check_truth.py"""
import sys, tomllib
from pathlib import Path
bad = 0; total = ext = 0
for truth in sorted(Path(__file__).parent.glob('*/*/truth.toml')):
    data = tomllib.loads(truth.read_text(encoding='utf-8'))
    seen = set()
    for kind in ('citations', 'not_citations'):
        for e in data.get(kind, []):
            text = (truth.parent / e['file']).read_text(encoding='utf-8')
            if text[e['start']:e['start'] + len(e['raw'])] != e['raw']:
                print('MISMATCH', truth, e); bad += 1
            if kind == 'citations':
                total += 1
                if (e['file'], e['start']) in seen: print('DUP', truth, e); bad += 1
                seen.add((e['file'], e['start']))
                if e['kind'] == 'external':
                    ext += 1
                    if not e.get('body') or not e.get('jurisdiction'): print('NOBODY', truth, e); bad += 1
print(f'{total} citations, {ext} external ({ext / max(total, 1):.0%}), {bad} problems')
sys.exit(1 if bad else 0)
