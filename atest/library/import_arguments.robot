*** Settings ***
Documentation     The library's import arguments. Each case imports the library again
...               under its own alias, so it gets its own settings and instances.
Resource          ../resources/common.resource
Library           CamoufoxLibrary    timeout=3s    max_instances=2    AS    Tuned
Library           CamoufoxLibrary    engine=playwright-firefox    AS    PlaywrightOnly
Library           CamoufoxLibrary    executable_path=/nonexistent/firefox    AS    NoBinary
Library           CamoufoxLibrary    engine=firefox    headless=True    AS    Explicit


*** Test Cases ***
Import Without Arguments Starts Nothing
    ${result} =    CamoufoxLibrary.List Instances
    Should Be Empty    ${result}[instances]
    Should Be Equal As Integers    ${result}[max_instances]    5

Timeout And Max Instances
    ${old} =    Tuned.Set Camoufox Timeout    5s
    Should Be Equal As Numbers    ${old.total_seconds()}    3
    ${result} =    Tuned.List Instances
    Should Be Equal As Integers    ${result}[max_instances]    2
    # The default import is untouched.
    ${default} =    CamoufoxLibrary.Set Camoufox Timeout    10s
    Should Be Equal As Numbers    ${default.total_seconds()}    10
    [Teardown]    Tuned.Set Camoufox Timeout    3s

Engine Argument Is The Default Of Create Instance
    Run Keyword And Expect Error    binary_not_found: no browser for engine 'playwright-firefox'*
    ...    PlaywrightOnly.Create Instance
    ${info} =    PlaywrightOnly.Create Instance    overridden    engine=firefox
    Should Be Equal    ${info}[engine]    firefox
    [Teardown]    PlaywrightOnly.Destroy Instance    overridden

Executable Path Argument Is The Default Of Create Instance
    Run Keyword And Expect Error    binary_not_found: executable_path '/nonexistent/firefox'*
    ...    NoBinary.Create Instance

Engine And Headless Arguments
    ${info} =    Explicit.Create Instance    explicit
    Should Be Equal    ${info}[engine]    firefox
    Should Be True    ${info}[headless]
    [Teardown]    Explicit.Destroy Instance    explicit

Keywords Without A Current Instance
    Run Keyword And Expect Error
    ...    instance_not_found: no current instance; start one with `Create Instance` or pass instance=
    ...    Tuned.Snapshot
    Run Keyword And Expect Error    instance_not_found: no current instance*    Tuned.Destroy Instance

Bad Import Arguments
    Run Keyword And Expect Error    *'auto_close'*'sometimes'*'suite', 'test' or 'never'*
    ...    Import Library    CamoufoxLibrary    auto_close=sometimes    AS    BadAutoClose
    Run Keyword And Expect Error    *'engine'*'chrome'*
    ...    Import Library    CamoufoxLibrary    engine=chrome    AS    BadEngine
    Run Keyword And Expect Error    *invalid_params: timeout must be a positive number of seconds, got 0*
    ...    Import Library    CamoufoxLibrary    timeout=0    AS    ZeroTimeout
    Run Keyword And Expect Error    *'timeout'*
    ...    Import Library    CamoufoxLibrary    timeout=soon    AS    BadTimeout
    Run Keyword And Expect Error    *invalid_params: max_instances must be at least 1, got 0*
    ...    Import Library    CamoufoxLibrary    max_instances=0    AS    NoInstances
