/**
 * How a receiver checks `VetVoz-Signature` (shown on the "Integrações" page and in docs/api.md). Each
 * takes the raw body as received (before any JSON parsing), refuses a timestamp older than 5 minutes
 * (a replayed request) and compares in constant time. apps/server/src/webhooks/signature-snippets.test.ts runs them.
 */

export const NODE_SIGNATURE_SNIPPET = `const crypto = require('node:crypto');

// rawBody: the request body exactly as received (a string), before JSON.parse.
function verifyVetVoz(rawBody, header, secret, toleranceSeconds = 300) {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=', 2)));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(Date.now() / 1000 - t) > toleranceSeconds) return false;
  const expected = crypto.createHmac('sha256', secret).update(\`\${t}.\${rawBody}\`).digest();
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}`;

export const PYTHON_SIGNATURE_SNIPPET = `import hashlib
import hmac
import time

# raw_body: the request body exactly as received (bytes), before json.loads.
def verify_vetvoz(raw_body: bytes, header: str, secret: str, tolerance: int = 300) -> bool:
    parts = dict(part.split("=", 1) for part in header.split(",") if "=" in part)
    try:
        t = int(parts.get("t", ""))
    except ValueError:
        return False
    if abs(time.time() - t) > tolerance:
        return False
    expected = hmac.new(secret.encode(), f"{t}.".encode() + raw_body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected, parts.get("v1", ""))`;

export const PHP_SIGNATURE_SNIPPET = `<?php
// $rawBody = file_get_contents('php://input'); $header = $_SERVER['HTTP_VETVOZ_SIGNATURE'] ?? '';
function verify_vetvoz(string $rawBody, string $header, string $secret, int $tolerance = 300): bool {
    $parts = [];
    foreach (explode(',', $header) as $pair) {
        [$key, $value] = array_pad(explode('=', $pair, 2), 2, '');
        $parts[$key] = $value;
    }
    if (!ctype_digit($parts['t'] ?? '')) return false;
    $t = (int) $parts['t'];
    if (abs(time() - $t) > $tolerance) return false;
    $expected = hash_hmac('sha256', $t . '.' . $rawBody, $secret);
    return hash_equals($expected, $parts['v1'] ?? '');
}`;
