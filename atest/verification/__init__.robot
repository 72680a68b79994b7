*** Settings ***
Documentation     Verify Element Visible, Verify List Visible, Verify Text Visible and
...               Verify Value against fixture pages: hidden duplicates, same-origin,
...               nested and cross-origin iframes, form fields, a pending alert.
...               One browser instance serves every suite of this folder.
Resource          verification.resource
Suite Setup       Create Instance    verification
