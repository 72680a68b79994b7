*** Settings ***
Documentation     auto_close=never: instances stay until destroyed or the process ends.
Library           CamoufoxLibrary    auto_close=never


*** Test Cases ***
Instance Created In A Test
    Create Instance    kept

Survives The Test
    ${result} =    List Instances
    Should Be Equal    ${result}[instances][0][instance]    kept
