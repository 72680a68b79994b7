*** Settings ***
Documentation     Every test fails on purpose in a keyword of one import of the library;
...               the suite that runs this one reads output.xml for the screenshots.
Library           CamoufoxLibrary    timeout=20s
Library           CamoufoxLibrary    timeout=20s    run_on_failure=NONE    AS    Quiet
Library           CamoufoxLibrary    timeout=20s    max_instances=2    AS    Other


*** Test Cases ***
Default Run On Failure Embeds A Screenshot
    CamoufoxLibrary.Create Instance    shots
    CamoufoxLibrary.Navigate    ${URL}/index.html
    CamoufoxLibrary.Navigate    ${URL}/index.html    page_id=page-nope

Run On Failure NONE Records Nothing
    Quiet.Create Instance    quiet
    Quiet.Navigate    ${URL}/index.html
    Quiet.Navigate    ${URL}/index.html    page_id=page-nope

Aliased Import Records Its Own Instance
    Other.Create Instance    other
    Other.Navigate    ${URL}/second.html
    Other.Navigate    ${URL}/second.html    page_id=page-nope

Expected Failures Record Nothing
    CamoufoxLibrary.Switch Instance    shots
    Run Keyword And Expect Error    page_not_found:*
    ...    CamoufoxLibrary.Navigate    ${URL}/index.html    page_id=page-nope
    ${passed} =    Run Keyword And Return Status
    ...    CamoufoxLibrary.Navigate    ${URL}/index.html    page_id=page-nope
    Run Keyword And Ignore Error    CamoufoxLibrary.Navigate    ${URL}/index.html    page_id=page-nope
    Fail    expected failures only, then this one (not the library's)

Failure Without An Instance Records Nothing
    Quiet.Destroy Instance    quiet
    Quiet.Snapshot

Registered Keyword Runs On Failure
    ${previous} =    Quiet.Register Keyword To Run On Failure    Mark The Failure
    Should Be Equal    ${previous}    ${None}
    Quiet.Create Instance    marked
    Quiet.Navigate    ${URL}/index.html
    Quiet.Navigate    ${URL}/index.html    page_id=page-nope

Registering NONE Turns It Off
    ${previous} =    Quiet.Register Keyword To Run On Failure    NONE
    Should Be Equal    ${previous}    Mark The Failure
    Quiet.Navigate    ${URL}/index.html    page_id=page-nope


*** Keywords ***
Mark The Failure
    Log    run-on-failure: marked
