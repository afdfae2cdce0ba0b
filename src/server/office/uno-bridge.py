"""
A resident LibreOffice converter: starts one headless soffice on a private UNO pipe and its own profile,
then converts documents on request, so a document does not pay LibreOffice's start-up.

Spoken over stdin/stdout, one JSON object a line (the server's office/converter.ts is the other end):
  <- {"ready": true, "version": "..."}                     once soffice answers
  -> {"id": 1, "input": "/abs/in.docx", "output": "/abs/out.pdf", "filter": "writer_pdf_Export",
      "filterOptions": "", "inputFilter": "", "inputFilterOptions": "", "family": "text"}
  <- {"id": 1, "progress": 40}                              while loading and storing (0-100)
  <- {"id": 1, "ok": true}  or  {"id": 1, "ok": false, "error": "encrypted|unreadable|wrong_family|export_failed", "detail": "..."}
Requests are served one at a time. Stdin closing ends the bridge and its soffice. Macros never run
(MacroExecutionMode NEVER_EXECUTE, and the profile sets the highest macro security); links are not updated.
Run with Debian's python3 (python3-uno); started by Node with an argument array, never through a shell.
"""
import ctypes
import json
import os
import resource
import shutil
import signal
import subprocess
import sys
import time

import uno
import unohelper
from com.sun.star.beans import PropertyValue
from com.sun.star.task import XInteractionHandler, XStatusIndicator

PR_SET_PDEATHSIG = 1

# Families a loaded document must belong to (so a spreadsheet renamed .docx is not exported with Writer's filter).
FAMILY_SERVICES = {
    "text": "com.sun.star.text.TextDocument",
    "spreadsheet": "com.sun.star.sheet.SpreadsheetDocument",
    "presentation": "com.sun.star.presentation.PresentationDocument",
}


def send(message):
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()


def prop(name, value):
    p = PropertyValue()
    p.Name = name
    p.Value = value
    return p


class Interaction(unohelper.Base, XInteractionHandler):
    """Answers every question LibreOffice asks with Abort, remembering whether it wanted a password."""

    def __init__(self):
        self.reason = None

    def handle(self, request):
        value = request.getRequest()
        type_name = type(value).__name__
        if "Password" in type_name:
            self.reason = "encrypted"
        elif self.reason is None:
            self.reason = "interaction:" + type_name
        for continuation in request.getContinuations():
            if "XInteractionAbort" in [t.typeName.rsplit(".", 1)[-1] for t in continuation.Types]:
                continuation.select()
                return


class Progress(unohelper.Base, XStatusIndicator):
    """LibreOffice's own progress while loading or storing, mapped into [low, high] of the whole job."""

    def __init__(self, request_id, low, high):
        self.request_id = request_id
        self.low = low
        self.high = high
        self.range = 100
        self.last = -1

    def start(self, text, value_range):
        self.range = max(1, value_range)

    def end(self):
        pass

    def setText(self, text):
        pass

    def setValue(self, value):
        share = min(1.0, max(0.0, value / self.range))
        pct = int(self.low + (self.high - self.low) * share)
        if pct > self.last:
            self.last = pct
            send({"id": self.request_id, "progress": pct})

    def reset(self):
        pass


def office_binary(soffice):
    """soffice.bin itself (not the wrapper scripts), so that it is our child and dies with us."""
    found = shutil.which(soffice) or soffice
    real = os.path.realpath(found)
    candidate = os.path.join(os.path.dirname(real), "soffice.bin")
    return candidate if os.path.exists(candidate) else real


def start_office(soffice, profile, pipe, memory_mb):
    def limits():
        libc = ctypes.CDLL("libc.so.6", use_errno=True)
        libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL)
        if memory_mb > 0:
            size = memory_mb * 1024 * 1024
            resource.setrlimit(resource.RLIMIT_AS, (size, size))
        resource.setrlimit(resource.RLIMIT_CORE, (0, 0))

    args = [
        office_binary(soffice),
        "--headless",
        "--invisible",
        "--nologo",
        "--norestore",
        "--nodefault",
        "--nolockcheck",
        "--nofirststartwizard",
        "-env:UserInstallation=" + uno.systemPathToFileUrl(profile),
        "--accept=pipe,name=" + pipe + ";urp;StarOffice.ComponentContext",
    ]
    return subprocess.Popen(args, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, preexec_fn=limits)


def connect(pipe, office, deadline_s):
    local = uno.getComponentContext()
    resolver = local.ServiceManager.createInstanceWithContext("com.sun.star.bridge.UnoUrlResolver", local)
    url = "uno:pipe,name=" + pipe + ";urp;StarOffice.ComponentContext"
    deadline = time.time() + deadline_s
    while True:
        try:
            return resolver.resolve(url)
        except Exception:
            if office.poll() is not None:
                raise RuntimeError("soffice exited with " + str(office.returncode))
            if time.time() > deadline:
                raise RuntimeError("soffice did not answer")
            time.sleep(0.1)


def convert(desktop, request):
    rid = request["id"]
    handler = Interaction()
    load = [
        prop("Hidden", True),
        prop("ReadOnly", True),
        prop("MacroExecutionMode", 0),  # NEVER_EXECUTE
        prop("UpdateDocMode", 0),  # NO_UPDATE: external links are never fetched
        prop("InteractionHandler", handler),
        prop("StatusIndicator", Progress(rid, 5, 50)),
    ]
    if request.get("inputFilter"):
        load.append(prop("FilterName", request["inputFilter"]))
    if request.get("inputFilterOptions"):
        load.append(prop("FilterOptions", request["inputFilterOptions"]))
    try:
        doc = desktop.loadComponentFromURL(uno.systemPathToFileUrl(request["input"]), "_blank", 0, tuple(load))
    except Exception as error:  # IllegalArgumentException, IOException, ...
        return {"id": rid, "ok": False, "error": handler.reason == "encrypted" and "encrypted" or "unreadable", "detail": str(error)[:300]}
    if doc is None:
        return {"id": rid, "ok": False, "error": "encrypted" if handler.reason == "encrypted" else "unreadable", "detail": handler.reason or "not loaded"}
    try:
        family = request.get("family")
        if family and not doc.supportsService(FAMILY_SERVICES[family]):
            return {"id": rid, "ok": False, "error": "wrong_family", "detail": "not a " + family + " document"}
        send({"id": rid, "progress": 50})
        store = [
            prop("FilterName", request["filter"]),
            prop("Overwrite", True),
            prop("StatusIndicator", Progress(rid, 50, 95)),
        ]
        if request.get("filterOptions"):
            store.append(prop("FilterOptions", request["filterOptions"]))
        if request.get("filterData"):
            data = tuple(prop(k, v) for k, v in request["filterData"].items())
            store.append(prop("FilterData", uno.Any("[]com.sun.star.beans.PropertyValue", data)))
        try:
            doc.storeToURL(uno.systemPathToFileUrl(request["output"]), tuple(store))
        except Exception as error:
            return {"id": rid, "ok": False, "error": "export_failed", "detail": str(error)[:300]}
        return {"id": rid, "ok": True}
    finally:
        try:
            doc.close(True)
        except Exception:
            try:
                doc.dispose()
            except Exception:
                pass


def main():
    soffice, profile, pipe, memory_mb = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
    office = start_office(soffice, profile, pipe, memory_mb)
    try:
        try:
            context = connect(pipe, office, 60)
        except RuntimeError:
            if office.returncode != 81:  # 81: a fresh profile was written, start again
                raise
            office = start_office(soffice, profile, pipe, memory_mb)
            context = connect(pipe, office, 60)
        desktop = context.ServiceManager.createInstanceWithContext("com.sun.star.frame.Desktop", context)
        send({"ready": True})
        for line in sys.stdin:
            line = line.strip()
            if not line:
                continue
            request = json.loads(line)
            if request.get("op") == "ping":
                desktop.getComponents()  # a round trip through soffice
                send({"id": request["id"], "ok": True})
                continue
            send(convert(desktop, request))
    finally:
        try:
            office.kill()
        except Exception:
            pass


if __name__ == "__main__":
    main()
