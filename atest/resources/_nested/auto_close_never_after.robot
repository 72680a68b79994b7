*** Settings ***
Documentation     auto_close=never: the previous suite's instance is still running; the
...               library's exit hook ends it (checked by the suite that runs this one).
Library           CamoufoxLibrary    auto_close=never


*** Test Cases ***
Survives The Suite
    ${result} =    List Instances
    Should Be Equal    ${result}[instances][0][instance]    kept
    Should Be True    ${result}[instances][0][running]
    ${page} =    Navigate    ${URL}/second.html    instance=kept
    Should Be Equal    ${page}[title]    Second Page
