*** Settings ***
Documentation     Tests that end with a dialog or a file chooser pending, and the tests
...               after them on the same page; the suite that runs this one reads
...               output.xml for the warnings.
Library           CamoufoxLibrary    timeout=20s    auto_close=suite
Suite Setup       Create Instance    modals


*** Test Cases ***
Leaves An Alert Pending
    Navigate    ${URL}/dialogs-js.html
    ${click} =    Click    id=alert
    Should Be Equal    ${click}[modal][type]    alert

Finds The Page Free
    Verify Text Visible    Alert closed    timeout=5s

Leaves A File Chooser Pending
    Navigate    ${URL}/dialogs-file.html
    ${click} =    Click    id=single
    Should Be Equal    ${click}[modal][kind]    file_chooser

Can Click Again
    ${click} =    Click    id=single
    Should Be Equal    ${click}[modal][kind]    file_chooser
    File Upload

Leaves Nothing Pending
    Verify Text Visible    No files chosen
