# A second DKIM verifier for the tests, independent of mailauth: dkimpy (python3-dkim).
# argv[1]: JSON object of DNS names ('<selector>._domainkey.<domain>') to their TXT record.
# stdin: the message. stdout: JSON {"pass": bool}, for the first (topmost) DKIM-Signature.
import json
import sys

import dkim

records = {name.lower(): value for name, value in json.loads(sys.argv[1]).items()}


def dnsfunc(name, timeout=5):
    key = (name.decode() if isinstance(name, bytes) else name).rstrip('.').lower()
    record = records.get(key)
    return record.encode() if record else None


try:
    verified = bool(dkim.DKIM(sys.stdin.buffer.read()).verify(idx=0, dnsfunc=dnsfunc))
except dkim.DKIMException:
    verified = False
print(json.dumps({"pass": verified}))
