*** Settings ***
Documentation     auto_close=test: the previous suite's Suite Setup instance is gone.
Library           CamoufoxLibrary    auto_close=test


*** Test Cases ***
Suite Level Instance Is Destroyed With Its Suite
    ${result} =    List Instances
    Should Be Empty    ${result}[instances]
