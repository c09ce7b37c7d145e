#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# page_view.py - opens a page of `inlint html` in headless Chromium through
# chromedriver (the W3C WebDriver protocol, spoken with urllib) and prints
# what a person sees there, for FileCheck: each marked source line with its
# badges, the index rows, the index sorted by bytes, and where a click on a
# finding's link and on an index entry lands; for each ANCHOR given, that
# line's badges and text, and the notes under it.
# Usage: page_view.py PAGE.html [ANCHOR...]
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request

# The W3C name of an element reference in WebDriver's JSON.
ELEMENT = "element-6066-11e4-a52e-4f735466cecf"


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Driver:
    def __init__(self, profile):
        self.port = free_port()
        self.base = "http://127.0.0.1:%d" % self.port
        self.proc = subprocess.Popen(
            [shutil.which("chromedriver"), "--port=%d" % self.port],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.wait_ready()
        args = ["--headless=new", "--disable-gpu", "--no-sandbox",
                "--window-size=1200,800", "--user-data-dir=" + profile]
        caps = {"capabilities": {"alwaysMatch": {
            "browserName": "chrome",
            "goog:chromeOptions": {"binary": shutil.which("chromium"),
                                   "args": args}}}}
        self.session = self.call("POST", "/session", caps)["sessionId"]

    def wait_ready(self):
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            try:
                if self.call("GET", "/status")["ready"]:
                    return
            except (urllib.error.URLError, ConnectionError):
                pass
            time.sleep(0.1)
        sys.exit("page_view.py: chromedriver did not start")

    def call(self, method, path, body=None):
        data = json.dumps(body).encode() if body is not None else None
        req = urllib.request.Request(self.base + path, data=data,
                                     method=method)
        req.add_header("Content-Type", "application/json")
        try:
            with urllib.request.urlopen(req, timeout=60) as r:
                return json.load(r)["value"]
        except urllib.error.HTTPError as e:
            sys.exit("page_view.py: %s %s: %s" % (method, path, e.read()))

    def s(self, method, path, body=None):
        return self.call(method, "/session/%s%s" % (self.session, path), body)

    def js(self, script, *args):
        return self.s("POST", "/execute/sync",
                      {"script": script, "args": list(args)})

    def click(self, css):
        el = self.s("POST", "/element", {"using": "css selector",
                                          "value": css})
        self.s("POST", "/element/%s/click" % el[ELEMENT], {})

    def quit(self):
        try:
            self.s("DELETE", "")
        finally:
            self.proc.terminate()
            self.proc.wait(timeout=30)


# Text as the page shows it (innerText), per marked line and index row.
MARKED = """
return Array.from(document.querySelectorAll('section.file')).map(s => {
  const name = s.querySelector('h3').innerText;
  return Array.from(s.querySelectorAll('tr.marked')).map(r =>
    name + ':' + r.cells[0].innerText + ': [' +
    Array.from(r.cells[1].querySelectorAll('.b')).map(b => b.innerText)
      .join(' ') + '] ' + r.cells[2].innerText.trim());
}).flat();
"""
ROW = """
const r = document.getElementById(arguments[0]);
return '[' + Array.from(r.cells[1].querySelectorAll('.b'))
  .map(b => b.innerText).join(' ') + '] ' + r.cells[2].innerText;
"""
NOTES = """
const row = document.getElementById(arguments[0]);
const notes = [];
for (let r = row.nextElementSibling; r && r.classList.contains('note');
     r = r.nextElementSibling)
  notes.push(r.innerText.trim());
return notes;
"""
INDEX = """
return Array.from(document.querySelectorAll('#index tbody tr')).map(r =>
  Array.from(r.cells).map(c => c.innerText.trim()).join(' | '));
"""
# Where a click landed: the URL's fragment, the row it names, and whether
# that row is in the window and lit by the page's :target style.
LANDED = """
const t = document.querySelector(':target');
if (!t) return 'no target: ' + location.hash;
const box = t.getBoundingClientRect();
const seen = box.top > -1 && box.bottom < window.innerHeight + 1;
return location.hash + ' line ' + t.cells[0].innerText +
  (seen ? ' in view' : ' out of view') + ', scrolled ' +
  (window.scrollY > 0 ? 'down' : 'not at all') + ', background ' +
  getComputedStyle(t.cells[2]).backgroundColor;
"""


def main():
    page = os.path.abspath(sys.argv[1])
    with tempfile.TemporaryDirectory() as profile:
        d = Driver(profile)
        try:
            show(d, page)
        finally:
            d.quit()


def show(d, page):
    d.s("POST", "/url", {"url": "file://" + page})
    print("resources fetched: %d" % d.js(
        "return performance.getEntriesByType('resource').length"))
    for line in d.js(MARKED):
        print("line " + line)
    for anchor in sys.argv[2:]:
        print("row %s: %s" % (anchor, d.js(ROW, anchor)))
        for note in d.js(NOTES, anchor):
            print("note %s: %s" % (anchor, note))
    index = d.js(INDEX)
    for row in index:
        print("index " + row)
    if index:
        d.click("button[data-sort=bytes]")
        for row in d.js(INDEX):
            print("by bytes " + row)
    if d.js("return document.querySelectorAll('#findings a').length > 1"):
        d.click("#findings tbody tr:nth-child(2) a")
        print("finding click: " + d.js(LANDED))
    if index:
        d.click("#index tbody tr:first-child td:nth-child(2) a")
        print("index click: " + d.js(LANDED))


if __name__ == "__main__":
    main()
