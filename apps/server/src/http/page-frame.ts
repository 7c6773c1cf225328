/**
 * The frame of the few pages the server renders itself (the tutor's page, the verification page): plain
 * HTML with its own small style, not the app, so they open on any phone in a second and are never indexed.
 */
const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#f8fafc}
main{max-width:42rem;margin:0 auto;padding:1.25rem 1rem 3rem}
h1{font-size:1.375rem;line-height:1.3;margin:.25rem 0 .5rem}
h2{font-size:1.125rem;margin:0}
.brand{color:#0f766e;font-weight:700;font-size:.875rem;letter-spacing:.02em}
.muted{color:#475569;font-size:.9375rem;margin:.25rem 0}
.card{background:#fff;border:1px solid #e2e8f0;border-radius:1rem;padding:1rem;margin-top:1rem}
.row{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center;justify-content:space-between}
.btn{display:inline-flex;align-items:center;justify-content:center;min-height:2.75rem;padding:0 1rem;border-radius:.75rem;background:#0f766e;color:#fff;font-weight:600;text-decoration:none}
.btn:focus-visible,summary:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
summary{cursor:pointer;color:#0f766e;font-weight:600;min-height:2.75rem;display:flex;align-items:center}
pre{white-space:pre-wrap;word-break:break-word;font:inherit;font-size:.9375rem;margin:.5rem 0 0}
.note{font-size:.8125rem;color:#64748b;margin-top:2rem}
.alert{border-color:#fecaca;background:#fef2f2}
.list{list-style:none;margin:.5rem 0 0;padding:0}
.list li{border-top:1px solid #e2e8f0;padding:.75rem 0}
.list p{margin:0}
.when{font-weight:600}
.stack{display:grid;gap:.5rem;margin-top:.25rem}
.field{min-height:2.75rem;border:1px solid #cbd5e1;border-radius:.75rem;padding:0 .75rem;font:inherit;width:100%}
.check{display:flex;gap:.5rem;align-items:flex-start;font-size:.9375rem}
.check input{margin-top:.3rem;width:1.125rem;height:1.125rem;flex:none}
button.btn{border:0;font:inherit;font-weight:600;cursor:pointer}
.ok{color:#166534;font-weight:600}
`;

export const frame = (body: string, title = 'Documentos da consulta — VetVoz') => `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex,nofollow">
<meta name="referrer" content="no-referrer">
<title>${title}</title>
<style>${STYLE}</style>
</head>
<body><main>${body}</main></body>
</html>`;
