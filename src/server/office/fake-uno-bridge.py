"""
A stand-in for uno-bridge.py in tests: the same protocol on stdin/stdout, with a `sleep` child standing in
for soffice.bin (in the bridge's process group, as the real one is), so that the converter's restarts,
time limit and kills can be tested quickly and without LibreOffice.

What it does with a request depends on the input's bytes:
  FAKE-HANG  reports 10 % and never answers again (a hung LibreOffice);
  FAKE-DIE   exits at once (LibreOffice crashed mid-document);
  otherwise  copies the input to the output and answers ok.
A ping is answered unless the file `hang-ping` exists in the profile folder. The stand-in soffice's pid
is written to `office.pid` in the profile folder, so a test can check that a kill took it too.
"""
import json
import os
import subprocess
import sys


def send(message):
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()


def main():
    profile = sys.argv[2]
    office = subprocess.Popen(["sleep", "300"])
    with open(os.path.join(profile, "office.pid"), "w") as f:
        f.write(str(office.pid))
    send({"ready": True})
    try:
        for line in sys.stdin:
            if not line.strip():
                continue
            request = json.loads(line)
            if request.get("op") == "ping":
                if not os.path.exists(os.path.join(profile, "hang-ping")):
                    send({"id": request["id"], "ok": True})
                continue
            with open(request["input"], "rb") as f:
                data = f.read()
            if b"FAKE-HANG" in data:
                send({"id": request["id"], "progress": 10})
                continue
            if b"FAKE-DIE" in data:
                office.kill()
                os._exit(3)
            send({"id": request["id"], "progress": 50})
            with open(request["output"], "wb") as f:
                f.write(data)
            send({"id": request["id"], "ok": True})
    finally:
        office.kill()


if __name__ == "__main__":
    main()
